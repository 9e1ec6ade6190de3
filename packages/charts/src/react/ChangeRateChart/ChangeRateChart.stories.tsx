import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { changeRateColors } from '../../transforms/observations.ts';
import { demoChangePoints, demoYieldPoints } from '../private/seriesFixtures.ts';
import * as kit from '../private/storyKit.tsx';
import { ChangeRateChart } from './ChangeRateChart.tsx';

const title = '10年期美国国债收益率 变化率';
const points = demoChangePoints(demoYieldPoints(1095));

const meta = {
  title: 'Charts/ChangeRateChart',
  component: ChangeRateChart,
  ...kit.chartMetaBase,
  // Literal, after the spread: the indexer reads tags statically and would not see them through it.
  tags: ['autodocs'],
  args: { points, title, ...kit.exportSpyArgs() },
} satisfies Meta<typeof ChangeRateChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the plot canvas shows a colour (`#rrggbb`) anywhere. */
function shows(canvas: HTMLCanvasElement, color: string): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const value = Number.parseInt(color.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255];
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] === r && data[i + 1] === g && data[i + 2] === b) return true;
  }
  return false;
}

export const ThreeYears: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: `${title}图表` }) as HTMLCanvasElement;
    // Spec 3 §9: 500 px tall.
    await expect(plot.getBoundingClientRect().height).toBe(500);
    await waitFor(() => expect(shows(plot, changeRateColors.rise)).toBe(true));
    await expect(shows(plot, changeRateColors.fall)).toBe(true);
    await kit.expectRulerAt(canvas, '结束时间', points.at(-1)!.date);
  },
};

export const AllRising: Story = {
  args: {
    points: [
      { date: '2026-11-17', value: 0.5 },
      { date: '2026-11-18', value: 1.25 },
      { date: '2026-11-19', value: 0 },
    ],
  },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: `${title}图表` }) as HTMLCanvasElement;
    await waitFor(() => expect(shows(plot, changeRateColors.rise)).toBe(true));
    await expect(shows(plot, changeRateColors.fall)).toBe(false);
  },
};

export const HoverShowsSignedPercent: Story = {
  args: {
    points: [
      { date: '2026-11-17', value: 0.5 },
      { date: '2026-11-18', value: -1.25 },
    ],
  },
  play: async (context) => {
    const tooltip = await kit.hoverPlot(context, 0.999);
    await expect(tooltip).toHaveTextContent('2026-11-18（北京时间）');
    await expect(tooltip).toHaveTextContent('-1.25%');
  },
};

export const ShortHeightIsRaised: Story = {
  args: { height: 120 },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: `${title}图表` });
    await expect(plot.getBoundingClientRect().height).toBe(300);
  },
};

export const Mobile: Story = {
  globals: kit.mobileViewport,
  play: async ({ canvas }) => {
    await kit.expectFitsPhone(canvas, title);
  },
};
