export {
  ChartFrame,
  chartFrameStatuses,
  type ChartFrameProps,
  type ChartFrameStatus,
} from './ChartFrame/ChartFrame.tsx';
export { LoadingProgress, type LoadingProgressProps } from './LoadingProgress/LoadingProgress.tsx';
export { TimeRangeRuler, type TimeRangeRulerProps } from './TimeRangeRuler/TimeRangeRuler.tsx';
export {
  StockToFlowChart,
  type StockToFlowChartProps,
} from './StockToFlowChart/StockToFlowChart.tsx';
export { RainbowChart, type RainbowChartProps } from './RainbowChart/RainbowChart.tsx';
export {
  IndicatorFigureChart,
  type IndicatorFigureChartProps,
} from './IndicatorFigureChart/IndicatorFigureChart.tsx';
export { NuplChart, type NuplChartProps } from './NuplChart/NuplChart.tsx';
export { WhaleChart, type WhaleChartProps } from './WhaleChart/WhaleChart.tsx';
export {
  PriceChart,
  priceFrequencyLabels,
  type PriceChartProps,
} from './PriceChart/PriceChart.tsx';
export type { ChartCommonProps, ChartExport } from './private/ChartView.tsx';
export {
  SeriesTrendChart,
  seriesChartOpeningShare,
  type SeriesTrendChartProps,
} from './SeriesTrendChart/SeriesTrendChart.tsx';
export {
  ChangeRateChart,
  changeRateChartHeight,
  type ChangeRateChartProps,
} from './ChangeRateChart/ChangeRateChart.tsx';
export { DailyBarChart, type DailyBarChartProps } from './DailyBarChart/DailyBarChart.tsx';
