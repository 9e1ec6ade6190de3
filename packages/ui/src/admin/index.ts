// The admin console's screens (issue 17); the older admin pieces are exported from the ui index itself.
export {
  AdminStatistics,
  adminStatisticsTexts,
  type AdminStatisticsProps,
  type StatisticsRange,
} from './AdminStatistics/AdminStatistics.tsx';
export {
  MemberSearch,
  memberSearchStates,
  type MemberSearchProps,
  type MemberSearchState,
} from './MemberSearch/MemberSearch.tsx';
export { MemberDetail, type MemberDetailProps } from './MemberDetail/MemberDetail.tsx';
export {
  MemberActionDialog,
  memberActionLabels,
  memberActions,
  type MemberAction,
  type MemberActionDialogProps,
} from './MemberDetail/MemberActionDialog.tsx';
export {
  AuditLogTable,
  type AuditFilters,
  type AuditLogTableProps,
} from './AuditLogTable/AuditLogTable.tsx';
export { auditChanges, type AuditChange } from './AuditLogTable/auditChanges.ts';
export {
  AdminAccounts,
  type AdminAccountsProps,
  type NewAdmin,
} from './AdminAccounts/AdminAccounts.tsx';
export {
  IndicatorCatalogue,
  type IndicatorCatalogueProps,
} from './IndicatorCatalogue/IndicatorCatalogue.tsx';
export {
  DataStatusPanel,
  type DataSourceStatus,
  type DataStatusPanelProps,
} from './DataStatusPanel/DataStatusPanel.tsx';
