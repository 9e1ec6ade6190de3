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
