import type { figureFor } from '@coinsight/domain/indicators';
import { expect } from 'storybook/test';
import {
  chooseScale,
  expectFitsPhone,
  expectLegend,
  expectPlotDrawn,
  expectPngExport,
  expectPressed,
  hoverPlot,
  type ChartPlay,
} from './storyKit.tsx';

type Figure = ReturnType<typeof figureFor>;

/** The figure without its own zones, so the chart falls back to its default ones. */
export function withoutFigureZones(figure: Figure): Figure {
  return { ...figure, layout: { ...figure.layout, zones: undefined } };
}

/**
 * The play steps of a zone chart (NUPL, whale): an indicator on the left axis over shaded zones and
 * the price on the right axis. `title` is the chart's name (the plot is `<title>图表`), `indicator`
 * the indicator's legend and tooltip name.
 */
export function zoneChartPlays(title: string, indicator: string) {
  const fullHistory: ChartPlay = async ({ canvas }) => {
    await expectPlotDrawn(canvas, title, 2);
    await expectLegend(canvas, [indicator, '比特币价格']);
    // The toggle switches the price axis (right); the indicator's own axis stays linear.
    await expectPressed(canvas, '对数');
  };
  // Zone shading tints the plot's background: a row near the top is not plain white.
  const zonesShaded: ChartPlay = ({ canvas }) => expectPlotDrawn(canvas, title, 1, 0.08);
  const tooltip: ChartPlay = async (context) => {
    const shown = await hoverPlot(context, 0.6);
    await expect(shown).toHaveTextContent(indicator);
    await expect(shown).toHaveTextContent('（北京时间）');
  };
  const linearPrice: ChartPlay = ({ canvas }) => chooseScale(canvas, '线性');
  const exportPng: ChartPlay = ({ args, canvas }) => expectPngExport(canvas, args.onExport);
  const mobile: ChartPlay = ({ canvas }) => expectFitsPhone(canvas, title);
  return { fullHistory, zonesShaded, tooltip, linearPrice, exportPng, mobile };
}
