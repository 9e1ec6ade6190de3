import { indicatorOf } from '@coinsight/domain/indicators';
import type { FigureChartProps } from '../private/FigureChart.tsx';
import { IndicatorFigureChart } from '../IndicatorFigureChart/IndicatorFigureChart.tsx';

export type StockToFlowChartProps = FigureChartProps;

const stockToFlow = indicatorOf('stock_to_flow');

/**
 * The stock-to-flow chart: price and the S2F model price on the left axis (对数 by default, 线性 on the
 * toggle), the deflection on the right; crosshair tooltip, time-range ruler, PNG and CSV export.
 */
export function StockToFlowChart(props: StockToFlowChartProps) {
  return <IndicatorFigureChart {...props} indicator={stockToFlow} />;
}
