import { priceFrequencies } from '@coinsight/domain/api';
import type { PricePoint } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoPrices } from '../private/fixtures.ts';
import { canvasColoursOnRow, lastExport, pointerAt } from '../private/storyHelpers.ts';
import { PriceChart } from './PriceChart.tsx';

const meta = {
  title: 'Charts/PriceChart',
  component: PriceChart,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    points: demoPrices(288, 300),
    frequency: '24h',
    onFrequencyChange: fn(),
    onExport: fn(),
    download: false,
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
    const plot = canvas.getByRole('img', { name: '比特币实时价格图表' }) as HTMLCanvasElement;
    await waitFor(() => expect(canvasColoursOnRow(plot, 0.5)).toBeGreaterThan(1));
    await expect(canvas.getByRole('button', { name: '线性' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '实时' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const overlay = canvasElement.querySelector('[data-part="crosshair"]');
    if (!overlay) throw new Error('no crosshair layer');
    pointerAt(overlay, 'pointermove', 0.99);
    const tooltip = await canvas.findByRole('tooltip');
    // The last tick, in Beijing time, with its price in dollars.
    await expect(tooltip).toHaveTextContent('（北京时间）');
    await expect(tooltip).toHaveTextContent(/\$\d{2},\d{3}\.\d{2}/);
  },
};

/** The live chart as the page feeds it: a tick appended every 300 ms. */
function LiveTicks() {
  const [points, setPoints] = useState<PricePoint[]>(() => demoPrices(40, 5));
  useEffect(() => {
    const timer = setInterval(
      () =>
        setPoints((previous) => {
          const last = previous.at(-1)!;
          return [
            ...previous,
            { price: (Number(last.price) + 12.5).toFixed(2), added: last.added + 5 },
          ];
        }),
      300,
    );
    return () => clearInterval(timer);
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
    await waitFor(
      () => expect(Number(end.getAttribute('aria-valuemax'))).toBeGreaterThan(endBefore),
      {
        timeout: 3000,
      },
    );
    // New ticks leave the chosen start where it was, and the right handle follows the newest tick.
    await expect(start).toHaveAttribute('aria-valuetext', zoomedStart);
    await expect(end).toHaveAttribute('aria-valuenow', end.getAttribute('aria-valuemax'));
  },
};

export const Year: Story = {
  args: { points: demoPrices(365, 86_400), frequency: '1y' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '对数' }));
    await expect(canvas.getByRole('button', { name: '对数' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoPoints: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByRole('img', { name: '比特币实时价格图表' })).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
    const file = await lastExport(args.onExport);
    await expect(await file.blob.text()).toBe(
      '时间（北京时间）,价格（美元）\r\n2026-11-18 19:06,91234.50\r\n2026-11-18 19:07,91300\r\n',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: '比特币实时价格图表' });
    await waitFor(() => expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    await expect(canvas.getByRole('button', { name: '1年' })).toBeVisible();
  },
};
