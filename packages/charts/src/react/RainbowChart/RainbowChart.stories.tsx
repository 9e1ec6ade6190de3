import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFigure } from '@coinsight/domain/chartSampling';
import { expect, fn, waitFor } from 'storybook/test';
import { demoFigure } from '../private/fixtures.ts';
import * as kit from '../private/storyKit.tsx';
import { RainbowChart } from './RainbowChart.tsx';

const title = '比特币彩虹图';

const meta = {
  title: 'Charts/RainbowChart',
  component: RainbowChart,
  ...kit.figureChartMeta(demoFigure('rainbow')),
  // Literal, after the spread: the indexer reads tags statically and would not see them through it.
  tags: ['autodocs'],
} satisfies Meta<typeof RainbowChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bandNames = [
  '跳楼大甩卖',
  '买入！',
  '积累',
  '仍然便宜',
  '持有！',
  '这是泡沫吗？',
  'FOMO 加剧',
  '卖出，认真的，快卖！',
  '最大泡沫区',
];

export const FullHistory: Story = {
  play: async ({ canvas }) => {
    await kit.expectPlotDrawn(canvas, title, 8);
    await kit.expectLegend(canvas, [...bandNames, '比特币价格']);
    await kit.expectPressed(canvas, '对数');
    await kit.expectRulerAt(canvas, '起始时间', '2010-07-18');
    await kit.expectRulerAt(canvas, '结束时间', '2026-11-22');
  },
};

export const Mobile: Story = {
  globals: kit.mobileViewport,
  play: async ({ canvas }) => {
    await kit.expectFitsPhone(canvas, title);
    await kit.expectPlotDrawn(canvas, title, 4);
  },
};

export const CrosshairTooltip: Story = {
  play: async (context) => {
    const tooltip = await kit.hoverPlot(context, 0.5);
    await expect(tooltip).toHaveTextContent('（北京时间）');
    await expect(tooltip).toHaveTextContent('比特币价格');
    await expect(tooltip).toHaveTextContent('最大泡沫区');
    kit.pointerOut(kit.crosshairLayer(context.canvasElement));
    await waitFor(() => expect(context.canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const LinearScale: Story = {
  play: async ({ canvas }) => {
    await kit.chooseScale(canvas, '线性');
    await kit.expectPressed(canvas, '对数', false);
  },
};

export const ZoomWithRuler: Story = {
  play: async ({ canvas }) => {
    await kit.keysOnRuler(canvas, '起始时间', '{ArrowRight}', '2010-07-19');
    await kit.keysOnRuler(canvas, '起始时间', '{End}', '2026-11-21');
    await kit.keysOnRuler(canvas, '结束时间', '{ArrowLeft}', '2026-11-22');
    await kit.keysOnRuler(canvas, '结束时间', '{Home}{End}', '2026-11-22');
  },
};

export const ExportPng: Story = {
  play: ({ args, canvas }) => kit.expectPngExport(canvas, args.onExport),
};

export const ExportCsv: Story = {
  play: async ({ args, canvas }) => {
    const lines = (await kit.exportCsvText(canvas, args.onExport)).split('\r\n');
    await expect(lines[0]).toBe(`时间（北京时间）,${bandNames.join(',')},比特币价格`);
    await expect(lines[1]).toMatch(/^2010-07-18,/);
  },
};

/** The first draw of /toTarget: the history thinned to the screen's width (btcdata with points). */
const thinned = sampleFigure(demoFigure('rainbow'), { points: 320 });

export const ThinnedExportsExactCsv: Story = {
  args: { figure: thinned, exactFigure: () => Promise.resolve(demoFigure('rainbow')) },
  play: async ({ args, canvas }) => {
    await kit.expectPlotDrawn(canvas, title, 8);
    const lines = (await kit.exportCsvText(canvas, args.onExport)).trim().split('\r\n');
    // Every stored day, not the few hundred drawn.
    const days = demoFigure('rainbow').data[0]?.x.length ?? 0;
    await expect(thinned.data[0]?.x.length).toBeLessThan(days / 4);
    await expect(lines).toHaveLength(days + 1);
  },
};

export const WindowForDetail: Story = {
  args: { onWindowChange: fn() },
  play: async ({ args, canvas }) => {
    const calls = () => (args.onWindowChange as ReturnType<typeof fn>).mock.calls;
    await waitFor(() => expect(calls().length).toBeGreaterThan(0));
    await kit.keysOnRuler(canvas, '起始时间', '{End}', '2026-11-21');
    await waitFor(() =>
      expect(calls().at(-1)).toEqual([Date.UTC(2026, 10, 21), Date.UTC(2026, 10, 22)]),
    );
  },
};
