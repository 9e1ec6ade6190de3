import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoYieldPoints } from '../private/seriesFixtures.ts';
import * as kit from '../private/storyKit.tsx';
import { SeriesTrendChart } from './SeriesTrendChart.tsx';

const title = '10年期美国国债收益率';
const points = demoYieldPoints(3650);
const fourDecimals = (value: number) => value.toFixed(4);

const meta = {
  title: 'Charts/SeriesTrendChart',
  component: SeriesTrendChart,
  ...kit.chartMetaBase,
  // Literal, after the spread: the indexer reads tags statically and would not see them through it.
  tags: ['autodocs'],
  args: { points, title, formatValue: fourDecimals, ...kit.exportSpyArgs() },
} satisfies Meta<typeof SeriesTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenYears: Story = {
  play: async ({ canvas }) => {
    await kit.expectPlotDrawn(canvas, title, 1);
    await kit.expectLegend(canvas, [title]);
    // Spec 3 §9: the ruler opens on the newest 20 %, ending at the last observation.
    await kit.expectRulerAt(canvas, '结束时间', points.at(-1)!.date);
    const start = canvas.getByRole('slider', { name: '起始时间' });
    const max = Number(start.getAttribute('aria-valuemax')) + 1;
    await expect(Number(start.getAttribute('aria-valuenow'))).toBe(Math.floor((max - 1) * 0.8));
  },
};

export const HoverNearestDate: Story = {
  play: async (context) => {
    const tooltip = await kit.hoverPlot(context, 0.999);
    // The right edge is the newest observation; its value in the series' own format.
    await expect(tooltip).toHaveTextContent(`${points.at(-1)!.date}（北京时间）`);
    await expect(tooltip).toHaveTextContent(fourDecimals(points.at(-1)!.value));
  },
};

export const WholeHistoryAfterWidening: Story = {
  play: async ({ canvas }) => {
    await kit.keysOnRuler(canvas, '起始时间', '{Home}', points[0]!.date);
  },
};

export const ExportCsv: Story = {
  args: {
    points: [
      { date: '2026-11-19', value: 4.123456 },
      { date: '2026-11-20', value: 4.1 },
    ],
  },
  play: async ({ args, canvas }) => {
    // Full precision travels to the file (issue 14: no rounding to 6 significant digits).
    await expect(await kit.exportCsvText(canvas, args.onExport)).toBe(
      `时间（北京时间）,${title}\r\n2026-11-19,4.123456\r\n2026-11-20,4.1\r\n`,
    );
  },
};

export const NoPoints: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByRole('img', { name: `${title}图表` })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: kit.mobileViewport,
  play: async ({ canvas }) => {
    await kit.expectFitsPhone(canvas, title);
    await kit.expectPlotDrawn(canvas, title, 1);
  },
};
