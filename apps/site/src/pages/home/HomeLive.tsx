/** The home's live sections, one chunk loaded after the hero (homeSections.tsx). */
export { HomeFavoriteCharts, HomeIndicatorCards } from '../indicators/HomeIndicators.tsx';
export { HomeNewsFlash, HomeRecentlyViewed } from './HomeNews.tsx';
