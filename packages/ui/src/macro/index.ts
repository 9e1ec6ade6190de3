// The macro area's components; the package index re-exports them.
export {
  FinancialOverviewTable,
  defaultOverviewPageSize,
  overviewPageSizes,
  overviewStatuses,
} from './FinancialOverviewTable/FinancialOverviewTable.tsx';
export type {
  FinancialOverviewTableProps,
  OverviewPageSize,
  OverviewStatus,
} from './FinancialOverviewTable/FinancialOverviewTable.tsx';
export {
  SeriesDetail,
  seriesDetailStatuses,
  seriesDetailTabs,
} from './SeriesDetail/SeriesDetail.tsx';
export type {
  SeriesDetailProps,
  SeriesDetailStatus,
  SeriesDetailTab,
} from './SeriesDetail/SeriesDetail.tsx';
