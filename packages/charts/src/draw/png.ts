import type { ChartFigure, PricePoint } from '@coinsight/domain/api';
import { figurePlotModel } from '../plot/figureModel.ts';
import { fullWindow, plotGeometry, type PlotModel } from '../plot/geometry.ts';
import { priceSeries } from '../transforms/series.ts';
import { drawPlot } from './drawPlot.ts';

/** The spec's chart snapshot size (spec 2 §9): PNG, 800 × 600. */
export const snapshotSize = { width: 800, height: 600 } as const;

/** The plot drawn on a fresh 800 × 600 canvas, as a PNG blob (the favourites desk's snapshot, the PNG export). */
export function plotPng(model: PlotModel): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = snapshotSize.width;
  canvas.height = snapshotSize.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas 2d context unavailable'));
  drawPlot(ctx, plotGeometry(model, snapshotSize.width, snapshotSize.height), model);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
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
