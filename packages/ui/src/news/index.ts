// The news area's components; the package index re-exports them.
export { NewsCalendar } from './NewsCalendar/NewsCalendar.tsx';
export type { NewsCalendarProps } from './NewsCalendar/NewsCalendar.tsx';
export { NewsFilterTabs } from './NewsFilterTabs/NewsFilterTabs.tsx';
export type { NewsFilterTabsProps } from './NewsFilterTabs/NewsFilterTabs.tsx';
export { NewsCard } from './NewsCard/NewsCard.tsx';
export type { NewsCardProps } from './NewsCard/NewsCard.tsx';
export { NewsList, newsListStatuses } from './NewsList/NewsList.tsx';
export type { NewsListProps, NewsListStatus } from './NewsList/NewsList.tsx';
export { VipOverlay } from './VipOverlay/VipOverlay.tsx';
export type { VipOverlayProps } from './VipOverlay/VipOverlay.tsx';
export { NewsDetail, newsDetailStatuses } from './NewsDetail/NewsDetail.tsx';
export type {
  NewsDetailContent,
  NewsDetailProps,
  NewsDetailStatus,
} from './NewsDetail/NewsDetail.tsx';
export { RelatedNewsTree, relatedNewsStatuses } from './RelatedNewsTree/RelatedNewsTree.tsx';
export type {
  RelatedNewsStatus,
  RelatedNewsTreeProps,
} from './RelatedNewsTree/RelatedNewsTree.tsx';
export {
  RecentlyViewedCarousel,
  carouselStatuses,
} from './RecentlyViewedCarousel/RecentlyViewedCarousel.tsx';
export type {
  CarouselStatus,
  RecentlyViewedCarouselProps,
} from './RecentlyViewedCarousel/RecentlyViewedCarousel.tsx';
export {
  EventTimeline,
  eventTimelineStatuses,
  timelineRevealMs,
} from './EventTimeline/EventTimeline.tsx';
export type {
  EventTimelineProps,
  EventTimelineStatus,
  TimelineEvent,
} from './EventTimeline/EventTimeline.tsx';
export { NewsSearch, newsSearchStatuses } from './NewsSearch/NewsSearch.tsx';
export type { NewsSearchHit, NewsSearchProps, NewsSearchStatus } from './NewsSearch/NewsSearch.tsx';
export { NewsFlash, newsFlashStatuses } from './NewsFlash/NewsFlash.tsx';
export type { NewsFlashProps, NewsFlashStatus } from './NewsFlash/NewsFlash.tsx';
