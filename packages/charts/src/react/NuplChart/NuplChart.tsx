import { indicatorOf } from '@coinsight/domain/indicators';
import type { FigureChartProps } from '../private/FigureChart.tsx';
import { IndicatorFigureChart } from '../IndicatorFigureChart/IndicatorFigureChart.tsx';

export type NuplChartProps = FigureChartProps;

const nupl = indicatorOf('nupl');

/**
 * The NUPL chart: NUPL on the left axis over its shaded zones (the figure's `layout.zones`, else the
 * usual five), the price on the right axis with the 对数/线性 toggle; tooltip, ruler, PNG and CSV export.
 */
export function NuplChart(props: NuplChartProps) {
  return <IndicatorFigureChart {...props} indicator={nupl} />;
}
