import { FigureChart, type FigureChartProps } from '../private/FigureChart.tsx';

export type RainbowChartProps = FigureChartProps;

const setup = { fallbackTitle: '比特币彩虹图', toggleAxis: 'y' } as const;

/**
 * The rainbow chart: nine filled bands (each trace's `y` the band's upper edge, its `lower` key the lower
 * edge) with the price drawn over them, on a 对数/线性 axis; crosshair tooltip, ruler, PNG and CSV export.
 * Built for the full daily history (~6,000 points × ten series): canvas, downsampled per pixel column.
 */
export function RainbowChart(props: RainbowChartProps) {
  return <FigureChart {...props} setup={setup} />;
}
