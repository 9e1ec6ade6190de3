import { indicatorOf } from '@coinsight/domain/indicators';
import type { FigureChartProps } from '../private/FigureChart.tsx';
import { IndicatorFigureChart } from '../IndicatorFigureChart/IndicatorFigureChart.tsx';

export type WhaleChartProps = FigureChartProps;

const whale = indicatorOf('whale');

/**
 * The whale chart (巨鲸获利压力, MVRV-Z): the score on the left axis over its shaded zones, the price on
 * the right axis with the 对数/线性 toggle; tooltip, ruler, PNG and CSV export.
 */
export function WhaleChart(props: WhaleChartProps) {
  return <IndicatorFigureChart {...props} indicator={whale} />;
}
