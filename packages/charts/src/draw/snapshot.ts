import type { ChartFigure, PricePoint } from '@coinsight/domain/api';
import { figureSeries, priceSeries } from '../transforms/series.ts';
import { figureAxisScale, figureZones } from '../transforms/zones.ts';
import { fullWindow, plotPng, type PlotModel } from './plot.ts';

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

/**
 * An 800 × 600 PNG of a whole figure, drawn without showing it: the favourites desk's snapshot
 * (upload_private) when the page saves a favourite without the user pressing 导出图片.
 */
export function figurePng(figure: ChartFigure): Promise<Blob> {
  return plotPng(figurePlotModel(figure));
}

/** An 800 × 600 PNG of a price series. */
export function pricesPng(points: readonly PricePoint[]): Promise<Blob> {
  const series = [priceSeries(points)];
  return plotPng({ series, window: fullWindow(series), scale: 'linear' });
}
