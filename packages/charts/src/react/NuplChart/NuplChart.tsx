import { nuplZones } from '@coinsight/domain/indicators';
import { FigureChart, zoneChartSetup, type FigureChartProps } from '../private/FigureChart.tsx';

export type NuplChartProps = FigureChartProps;

const setup = zoneChartSetup('比特币未实现净盈亏（NUPL）', nuplZones);

/**
 * The NUPL chart: NUPL on the left axis over its shaded zones (the figure's `layout.zones`, else the
 * usual five), the price on the right axis with the 对数/线性 toggle; tooltip, ruler, PNG and CSV export.
 */
export function NuplChart(props: NuplChartProps) {
  return <FigureChart {...props} setup={setup} />;
}
