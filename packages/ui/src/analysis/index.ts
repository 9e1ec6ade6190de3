// The analysis area's components; the package index re-exports them.
export { AnalysisMenu, analysisMenuStatuses } from './AnalysisMenu/AnalysisMenu.tsx';
export type { AnalysisMenuProps, AnalysisMenuStatus } from './AnalysisMenu/AnalysisMenu.tsx';
export { AnalysisReport, analysisReportStatuses } from './AnalysisReport/AnalysisReport.tsx';
export type {
  AnalysisReportProps,
  AnalysisReportStatus,
} from './AnalysisReport/AnalysisReport.tsx';
export { DailyAnalysis } from './DailyAnalysis/DailyAnalysis.tsx';
export type { DailyAnalysisProps } from './DailyAnalysis/DailyAnalysis.tsx';
export { LatestAnalysis, latestAnalysisStatuses } from './LatestAnalysis/LatestAnalysis.tsx';
export type {
  LatestAnalysisProps,
  LatestAnalysisStatus,
} from './LatestAnalysis/LatestAnalysis.tsx';
