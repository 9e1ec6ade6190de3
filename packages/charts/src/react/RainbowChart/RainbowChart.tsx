import { indicatorOf } from '@coinsight/domain/indicators';
import type { FigureChartProps } from '../private/FigureChart.tsx';
import { IndicatorFigureChart } from '../IndicatorFigureChart/IndicatorFigureChart.tsx';

export type RainbowChartProps = FigureChartProps;

const rainbow = indicatorOf('rainbow');

/**
 * The rainbow chart: nine filled bands (each trace's `y` the band's upper edge, its `lower` key the lower
 * edge) with the price drawn over them, on a 对数/线性 axis; crosshair tooltip, ruler, PNG and CSV export.
 * Built for the full daily history (~6,000 points × ten series): canvas, downsampled per pixel column.
 */
export function RainbowChart(props: RainbowChartProps) {
  return <IndicatorFigureChart {...props} indicator={rainbow} />;
}
