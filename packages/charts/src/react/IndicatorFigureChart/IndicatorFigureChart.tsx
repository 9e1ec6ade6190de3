import type { DrawnIndicator } from '@coinsight/domain/indicators';
import { useMemo } from 'react';
import { FigureChart, type FigureChartProps } from '../private/FigureChart.tsx';

export interface IndicatorFigureChartProps extends FigureChartProps {
  /**
   * The indicator's registry entry (`indicatorOf(key)` in @coinsight/domain/indicators): its title
   * when the figure has none, the price axis the 对数/线性 toggle switches, the zones shaded when the
   * figure lists none.
   */
  indicator: Pick<DrawnIndicator, 'title' | 'priceAxis' | 'zones'>;
}

/**
 * Any drawn indicator's chart, set up by its registry entry: the figure's series on its two axes,
 * zones behind the measure, crosshair tooltip, time-range ruler, PNG and CSV export.
 */
export function IndicatorFigureChart({ indicator, ...props }: IndicatorFigureChartProps) {
  const setup = useMemo(
    () => ({
      fallbackTitle: indicator.title,
      toggleAxis: indicator.priceAxis,
      defaultZones: indicator.zones,
    }),
    [indicator],
  );
  return <FigureChart {...props} setup={setup} />;
}
