// Everything the ruler module exports is public (its pure helpers back the TimeRangeRuler).
export * from './ruler.ts';
export {
  timeScale,
  valueExtent,
  valueScale,
  valueScaleKinds,
  type TimeScale,
  type ValueScale,
  type ValueScaleKind,
} from './scales/scales.ts';
export {
  figureSeries,
  priceSeries,
  traceSeries,
  translucent,
  unionTimes,
  type ChartSeries,
  type SeriesKind,
} from './transforms/series.ts';
export { figureAxisScale, figureTitle, figureZones } from './transforms/zones.ts';
export { columnIndices, gapMarker, m4Indices } from './transforms/downsample.ts';
export {
  binarySearchThreshold,
  hoverIndex,
  nearestIndex,
  nearestPointMaxPx,
} from './transforms/nearest.ts';
export {
  changeRateColors,
  changeRateSeries,
  tailRange,
  trendSeries,
  type SeriesPoint,
} from './transforms/observations.ts';
export {
  dailyBarLayout,
  type DailyBarDay,
  type DailyBarLayout,
  type DailyBarSeries,
} from './transforms/dailyBars.ts';
export { csvField, pricesCsv, seriesCsv } from './csv.ts';
export {
  beijingFormatFor,
  formatBeijingDate,
  formatBeijingDateTime,
  parseChartTime,
} from './time.ts';
export { chartColors, paletteColor, seriesPalette } from './palette.ts';
export {
  fullWindow,
  lowerBound,
  plotGeometry,
  projection,
  timeTicks,
  valueTicks,
  type PlotGeometry,
  type PlotModel,
  type PlotZone,
  type Projection,
} from './plot/geometry.ts';
export { formatAxisValue, timeTickLabel } from './plot/axisFormat.ts';
export { figurePlotModel } from './plot/figureModel.ts';
export { drawCrosshair, drawPlot } from './draw/drawPlot.ts';
export { figurePng, plotPng, pricesPng, snapshotSize } from './draw/png.ts';
