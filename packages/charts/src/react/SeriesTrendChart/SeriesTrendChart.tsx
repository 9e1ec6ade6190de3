import { useMemo } from 'react';
import { seriesCsv } from '../../csv.ts';
import { trendSeries, type SeriesPoint } from '../../transforms/observations.ts';
import { ChartView, type ChartCommonProps } from '../private/ChartView.tsx';

/** The share of the newest points a series chart opens on (spec 3 §9: the slider at 80–100 %). */
export const seriesChartOpeningShare = 0.2;

export interface SeriesTrendChartProps extends ChartCommonProps {
  /** The series' observations (missing values already dropped), any order. */
  points: readonly SeriesPoint[];
  /** The series' name: the legend, the tooltip and the chart's accessible name. */
  title: string;
  /** Formats a value in the tooltip and on the value axis (the domain's macro value rule). */
  formatValue: (value: number) => string;
}

/**
 * The trend of a macro series (趋势图): one line, the crosshair tooltip at the nearest date in Beijing
 * time, and the time-range ruler opening on the newest 20 %.
 */
export function SeriesTrendChart({ points, title, formatValue, ...common }: SeriesTrendChartProps) {
  const series = useMemo(() => [trendSeries(points, title)], [points, title]);
  return (
    <ChartView
      {...common}
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
