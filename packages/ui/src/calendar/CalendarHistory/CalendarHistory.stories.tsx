import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storySourceLabels } from '../private/storyRows.ts';
import { storyHistoryRows } from '../private/storyHistory.ts';
import { CalendarHistory, calendarHistoryStatuses } from './CalendarHistory.tsx';

const rows = storyHistoryRows();
const last = rows.at(-1)!;

const query = {
  seriesId: 'US_CPI_YOY',
  name: '美国CPI年率（%）',
  category: '通胀',
  intro: '暂未生成',
  impact: '有影响',
  publish: '2026-11-12 21:30',
  bullish: '0',
  bearish: '0',
};

const meta = {
  title: 'Calendar/CalendarHistory',
  component: CalendarHistory,
  tags: ['autodocs'],
  args: {
    query,
    range: 0,
    rows,
    status: 'ready',
    onRangeChange: fn(),
    onRefresh: fn(),
    onBack: fn(),
    sourceLabel: (source: string) => storySourceLabels[source] ?? source,
  },
  argTypes: { status: { control: 'select', options: calendarHistoryStatuses } },
} satisfies Meta<typeof CalendarHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hovers the plot's crosshair layer at a horizontal share of its width; returns the tooltip. */
async function hover(canvasElement: HTMLElement, share: number) {
  const overlay = canvasElement.querySelector('[data-part="crosshair"]');
  if (!overlay) throw new Error('no crosshair layer');
  const box = overlay.getBoundingClientRect();
  overlay.dispatchEvent(
    new PointerEvent('pointermove', {
      bubbles: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      clientX: box.left + (box.width - 1) * share,
      clientY: box.top + box.height / 2,
    }),
  );
  const tooltip = canvasElement.querySelector('[role="tooltip"]');
  await waitFor(() => expect(canvasElement.querySelector('[role="tooltip"]')).not.toBeNull());
  return (canvasElement.querySelector('[role="tooltip"]') ?? tooltip) as HTMLElement;
}

/** First: the light story takes the file's warm-up in the test run. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /图表$/ })).toBeNull();
    await expect(canvas.getByRole('heading', { name: query.name })).toBeVisible();
  },
};

export const Trend: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `${query.name}图表` })).toBeVisible();
    await expect(canvas.getByText('通胀')).toBeVisible();
    await expect(canvas.getByText('暂未生成')).toBeVisible();
    await expect(canvas.getByText('2026-11-12 21:30（北京时间）')).toBeVisible();
    // Spec 3 §2.8: the slider opens on the newest 20 %.
    const start = canvas.getByRole('slider', { name: '起始时间' });
    await expect(Number(start.getAttribute('aria-valuenow'))).toBe(
      Math.floor((rows.length - 1) * 0.8),
    );
    await expect(canvas.getByRole('slider', { name: '结束时间' })).toHaveAttribute(
      'aria-valuenow',
      String(rows.length - 1),
    );
  },
};

export const HoverTrend: Story = {
  play: async ({ canvasElement }) => {
    const tooltip = await hover(canvasElement, 1);
    // The newest release: 2026-10-12 in Beijing, with every calendar field.
    await expect(tooltip).toHaveTextContent('2026-10-12（北京时间）');
    await expect(tooltip).toHaveTextContent(`实际值${last.actual}`);
    await expect(tooltip).toHaveTextContent(`预期值${last.consensus}`);
    await expect(tooltip).toHaveTextContent(`前值${last.previous}`);
    await expect(tooltip).toHaveTextContent('国家/地区美国');
    await expect(tooltip).toHaveTextContent('影响有影响');
    await expect(tooltip).toHaveTextContent('数据来源FRED（美联储经济数据库）');
  },
};

export const TooltipDefaults: Story = {
  args: {
    rows: [
      { ...rows[0]!, consensus: null, previous: null, star: 0, sources: { actual: null } },
      { ...rows[1]!, consensus: null, previous: '', star: 0, sources: { actual: null } },
    ],
  },
  play: async ({ canvasElement }) => {
    const tooltip = await hover(canvasElement, 1);
    await expect(tooltip).toHaveTextContent('预期值暂无');
    await expect(tooltip).toHaveTextContent('前值暂无');
    await expect(tooltip).toHaveTextContent('影响无影响');
    await expect(tooltip).not.toHaveTextContent('数据来源');
  },
};

export const ChangeTab: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '变化率' }));
    await expect(canvas.getByRole('img', { name: `${query.name} 变化率图表` })).toBeVisible();
    const tooltip = await hover(canvasElement, 1);
    const before = Number(rows.at(-2)!.actual);
    const change = ((Number(last.actual) - before) / Math.abs(before)) * 100;
    await expect(tooltip).toHaveTextContent(`${change > 0 ? '+' : ''}${change.toFixed(2)}%`);
    await expect(tooltip).toHaveTextContent(
      `涨跌${change > 0 ? '上涨' : change < 0 ? '下跌' : '持平'}`,
    );
    // Monthly releases: the cycle is read from their gaps.
    await expect(tooltip).toHaveTextContent('发布周期每月');
  },
};

export const ChangeWithoutData: Story = {
  args: { rows: [rows[0]!], defaultTab: 'change' },
  play: async ({ canvas }) => {
    // Spec 3 §8: empty change data draws no chart.
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /变化率图表$/ })).toBeNull();
  },
};

export const PendingReleaseLeftOut: Story = {
  args: { rows: [...rows, { ...last, pub_time: '2026-11-12T13:30:00.000Z', actual: null }] },
  play: async ({ canvas }) => {
    // A release without an actual is not drawn: the ruler still ends on October's.
    await expect(canvas.getByRole('slider', { name: '结束时间' })).toHaveAttribute(
      'aria-valuenow',
      String(rows.length - 1),
    );
  },
};

export const Ranges: Story = {
  play: async ({ args, canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '全部',
      '1年',
      '3年',
      '5年',
      '10年',
    ]);
    await expect(canvas.getByRole('radio', { name: '全部' })).toBeChecked();
    await userEvent.click(canvas.getByText('3年'));
    await expect(args.onRangeChange).toHaveBeenCalledWith(3);
  },
};

export const RefreshAndBack: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading', progress: 60, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在处理数据… 60%')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeDisabled();
    await expect(canvas.queryByText('暂无数据')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('img', { name: `${query.name}图表` });
    await waitFor(() => expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '10年' })).toBeInTheDocument();
  },
};
