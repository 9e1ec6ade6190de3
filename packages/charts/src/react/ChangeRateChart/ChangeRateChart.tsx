import { useMemo } from 'react';
import { seriesCsv } from '../../csv.ts';
import { changeRateSeries, type SeriesPoint } from '../../transforms/observations.ts';
import { ChartView, type ChartCommonProps } from '../private/ChartView.tsx';
import { seriesChartOpeningShare } from '../SeriesTrendChart/SeriesTrendChart.tsx';

/** Spec 3 §9: the change chart is at least 300 px tall and drawn at 500 px. */
export const changeRateChartHeight = { min: 300, default: 500 } as const;

export interface ChangeRateChartProps extends ChartCommonProps {
  /** Each date's change versus the observation before it, in percent. */
  points: readonly SeriesPoint[];
  /** The chart's name, e.g. `10年期美国国债收益率 变化率`. */
  title: string;
  /** Formats a change in the tooltip and on the value axis. @default a signed percent with 2 decimals */
  formatValue?: (value: number) => string;
}

const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;

/**
 * The change rate of a macro series (变化率): a bar per date from zero, green at or above it and red below,
 * with the crosshair tooltip and the ruler opening on the newest 20 %. 500 px tall (never under 300).
 */
export function ChangeRateChart({
  points,
  title,
  formatValue = signedPercent,
  height = changeRateChartHeight.default,
  ...common
}: ChangeRateChartProps) {
  const series = useMemo(() => [changeRateSeries(points, title)], [points, title]);
  return (
    <ChartView
      {...common}
      height={Math.max(changeRateChartHeight.min, height)}
      title={title}
      series={series}
      scales={{ y: 'linear', y2: 'linear' }}
      toggleAxis={null}
      csv={() => seriesCsv(series)}
      formatValue={formatValue}
      formatAxisValue={formatValue}
      initialShare={seriesChartOpeningShare}
    />
  );
}
