import { FigureChart, type FigureChartProps } from '../private/FigureChart.tsx';

export type StockToFlowChartProps = FigureChartProps;

const setup = { fallbackTitle: '比特币存量流量模型（S2F）', toggleAxis: 'y' } as const;

/**
 * The stock-to-flow chart: price and the S2F model price on the left axis (对数 by default, 线性 on the
 * toggle), the deflection on the right; crosshair tooltip, time-range ruler, PNG and CSV export.
 */
export function StockToFlowChart(props: StockToFlowChartProps) {
  return <FigureChart {...props} setup={setup} />;
}
