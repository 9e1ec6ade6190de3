import { priceFrequencies } from '@coinsight/domain/api';
import type { PricePoint } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoPrices } from '../private/fixtures.ts';
import * as kit from '../private/storyKit.tsx';
import { PriceChart } from './PriceChart.tsx';

const title = '比特币实时价格';

const meta = {
  title: 'Charts/PriceChart',
  component: PriceChart,
  ...kit.chartMetaBase,
  // Literal, after the spread: the indexer reads tags statically and would not see them through it.
  tags: ['autodocs'],
  args: {
    points: demoPrices(288, 300),
    frequency: '24h',
    onFrequencyChange: fn(),
    ...kit.exportSpyArgs(),
  },
  argTypes: { frequency: { control: 'select', options: priceFrequencies } },
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: '时间频率' }));
    await expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '实时',
      '1小时',
      '24小时',
      '1周',
      '1个月',
      '3个月',
      '1年',
    ]);
    await expect(group.getByRole('button', { name: '24小时' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await kit.expectPlotDrawn(canvas, title, 1);
    await kit.expectPressed(canvas, '线性');
  },
};

export const ChooseFrequency: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '1周' }));
    await expect(args.onFrequencyChange).toHaveBeenCalledWith('1w');
  },
};

export const Live: Story = {
  args: { points: demoPrices(12, 5), frequency: 'live' },
  play: async (context) => {
    await kit.expectPressed(context.canvas, '实时');
    const tooltip = await kit.hoverPlot(context, 0.99);
    // The last tick, in Beijing time, with its price in dollars.
    await expect(tooltip).toHaveTextContent('（北京时间）');
    await expect(tooltip).toHaveTextContent(/\$\d{2},\d{3}\.\d{2}/);
  },
};

/**
 * The live chart as the page feeds it, a tick at a time. The story's play function sends the ticks,
 * one event each: a timer would make the final picture depend on how many ticks a busy machine let
 * through before the screenshot.
 */
const liveFeed = new EventTarget();
const liveTickCount = 3;

function LiveTicks() {
  const [points, setPoints] = useState<PricePoint[]>(() => demoPrices(40, 5));
  useEffect(() => {
    const tick = () =>
      setPoints((previous) => {
        const last = previous.at(-1)!;
        return [
          ...previous,
          { price: (Number(last.price) + 12.5).toFixed(2), added: last.added + 5 },
        ];
      });
    liveFeed.addEventListener('tick', tick);
    return () => liveFeed.removeEventListener('tick', tick);
  }, []);
  return (
    <PriceChart points={points} frequency="live" onFrequencyChange={() => {}} download={false} />
  );
}

export const LiveTicksKeepTheZoom: Story = {
  render: () => <LiveTicks />,
  play: async ({ canvas }) => {
    const start = canvas.getByRole('slider', { name: '起始时间' });
    const end = canvas.getByRole('slider', { name: '结束时间' });
    start.focus();
    await userEvent.keyboard('{PageUp}{PageUp}');
    const zoomedStart = start.getAttribute('aria-valuetext');
    const endBefore = Number(end.getAttribute('aria-valuemax'));
    for (let i = 0; i < liveTickCount; i++) liveFeed.dispatchEvent(new Event('tick'));
    await waitFor(() =>
      expect(Number(end.getAttribute('aria-valuemax'))).toBe(endBefore + liveTickCount),
    );
    // New ticks leave the chosen start where it was, and the right handle follows the newest tick.
    await expect(start).toHaveAttribute('aria-valuetext', zoomedStart);
    await expect(end).toHaveAttribute('aria-valuenow', end.getAttribute('aria-valuemax'));
  },
};

export const Year: Story = {
  args: { points: demoPrices(365, 86_400), frequency: '1y' },
  play: ({ canvas }) => kit.chooseScale(canvas, '对数'),
};

export const NoPoints: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByRole('img', { name: `${title}图表` })).toBeVisible();
  },
};

export const ExportCsv: Story = {
  args: {
    points: [
      { price: '91234.50', added: 1_795_000_000 },
      { price: '91300', added: 1_795_000_060 },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(await kit.exportCsvText(canvas, args.onExport)).toBe(
      '时间（北京时间）,价格（美元）\r\n2026-11-18 19:06,91234.50\r\n2026-11-18 19:07,91300\r\n',
    );
  },
};

export const Mobile: Story = {
  globals: kit.mobileViewport,
  play: async ({ canvas }) => {
    await kit.expectFitsPhone(canvas, title);
    await expect(canvas.getByRole('button', { name: '1年' })).toBeVisible();
  },
};
