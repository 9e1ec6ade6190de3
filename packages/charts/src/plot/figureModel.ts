import type { ChartFigure } from '@coinsight/domain/api';
import { figureSeries } from '../transforms/series.ts';
import { figureAxisScale, figureZones } from '../transforms/zones.ts';
import { fullWindow, type PlotModel } from './geometry.ts';

/** The model of a whole figure as the charts first show it (its axes' scales, its zones). */
export function figurePlotModel(figure: ChartFigure): PlotModel {
  const series = figureSeries(figure);
  return {
    series,
    window: fullWindow(series),
    scale: figureAxisScale(figure, 'yaxis'),
    scale2: figureAxisScale(figure, 'yaxis2'),
    zones: figureZones(figure) ?? undefined,
    zonesAxis: 'y',
  };
}
