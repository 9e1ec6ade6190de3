import { whaleZones } from '@coinsight/domain/indicators';
import { FigureChart, zoneChartSetup, type FigureChartProps } from '../private/FigureChart.tsx';

export type WhaleChartProps = FigureChartProps;

const setup = zoneChartSetup('巨鲸获利压力（MVRV-Z）', whaleZones);

/**
 * The whale chart (巨鲸获利压力, MVRV-Z): the score on the left axis over its shaded zones, the price on
 * the right axis with the 对数/线性 toggle; tooltip, ruler, PNG and CSV export.
 */
export function WhaleChart(props: WhaleChartProps) {
  return <FigureChart {...props} setup={setup} />;
}
