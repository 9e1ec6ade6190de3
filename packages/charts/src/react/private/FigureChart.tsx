import type { ChartFigure } from '@coinsight/domain/api';
import { useMemo } from 'react';
import { seriesCsv } from '../../csv.ts';
import type { PlotZone } from '../../plot/geometry.ts';
import { figureSeries } from '../../transforms/series.ts';
import { figureAxisScale, figureTitle, figureZones } from '../../transforms/zones.ts';
import { ChartView, type ChartCommonProps } from './ChartView.tsx';

/** Props of the indicator charts: the figure the btcdata call answers, and the shared options. */
export interface FigureChartProps extends ChartCommonProps {
  /** The chart figure (response.chart.figure of btcdata, or figureFor in the domain). */
  figure: ChartFigure;
  /**
   * The whole figure with its exact values, for the CSV export when `figure` is thinned (btcdata
   * with points); the CSV is made from `figure` when absent.
   */
  exactFigure?: () => Promise<ChartFigure>;
}

export interface FigureChartSetup {
  fallbackTitle: string;
  toggleAxis: 'y' | 'y2' | null;
  /** Zones used when the figure lists none. */
  defaultZones?: readonly PlotZone[];
}

/** An indicator chart drawn from a figure: series, scales, zones and title read from it. */
export function FigureChart({
  figure,
  exactFigure,
  title,
  setup,
  ...common
}: FigureChartProps & { setup: FigureChartSetup }) {
  const series = useMemo(() => figureSeries(figure), [figure]);
  const zones = useMemo(
    () => figureZones(figure) ?? setup.defaultZones,
    [figure, setup.defaultZones],
  );
  const scales = useMemo(
    () => ({ y: figureAxisScale(figure, 'yaxis'), y2: figureAxisScale(figure, 'yaxis2') }),
    [figure],
  );
  return (
    <ChartView
      key={`${scales.y}:${scales.y2}`}
      {...common}
      title={title ?? figureTitle(figure, setup.fallbackTitle)}
      series={series}
      scales={scales}
      toggleAxis={setup.toggleAxis}
      zones={zones}
      zonesAxis="y"
      csv={async () => seriesCsv(exactFigure ? figureSeries(await exactFigure()) : series)}
    />
  );
}
