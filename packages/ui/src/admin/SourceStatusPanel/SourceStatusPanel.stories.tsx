import type { SourceStatus } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SourceStatusPanel } from './SourceStatusPanel.tsx';

// The stories' clock is 2026-11-20 12:30 Beijing (04:30Z).
const base = {
  configured: 'real',
  last_error: null,
  last_error_at: null,
  running: false,
} as const;

const mixed: SourceStatus[] = [
  {
    ...base,
    source: 'ticker',
    label: '实时价格',
    mode: 'real',
    origin: 'api.binance.com',
    last_success: '2026-11-20T04:29:00.000Z',
    rows: 720,
    next_run: '2026-11-20T04:30:00.000Z',
  },
  {
    ...base,
    source: 'btc',
    label: '比特币日线',
    mode: 'demo',
    origin: 'community-api.coinmetrics.io',
    last_success: null,
    rows: 2_190,
    next_run: '2026-11-20T04:40:00.000Z',
    last_error: '超时',
    last_error_at: '2026-11-20T04:20:00.000Z',
  },
  {
    ...base,
    source: 'macro',
    label: '宏观数据',
    mode: 'real',
    origin: 'fred.stlouisfed.org',
    last_success: '2026-11-20T01:00:00.000Z',
    rows: 48_210,
    next_run: '2026-11-20T07:00:00.000Z',
  },
  {
    ...base,
    source: 'news',
    label: '新闻快讯',
    mode: 'off',
    origin: 'rss.odaily.news 等 3 个源',
    last_success: null,
    rows: 0,
    next_run: '2026-11-20T04:35:00.000Z',
    last_error: '域名解析失败',
    last_error_at: '2026-11-20T04:25:00.000Z',
  },
  {
    ...base,
    source: 'calendar',
    label: '财经日历',
    mode: 'demo',
    configured: 'demo',
    origin: null,
    last_success: null,
    rows: 2_814,
    next_run: null,
  },
];

const meta = {
  title: 'Admin/SourceStatusPanel',
  component: SourceStatusPanel,
  tags: ['autodocs'],
  args: {
    sources: mixed,
    generatedAt: '2026-11-20T04:30:00.000Z',
    onRefresh: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SourceStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('listitem', { name }));

export const Mixed: Story = {
  play: async ({ args, canvasElement }) => {
    const ticker = card(canvasElement, '实时价格');
    await expect(ticker.getByText('实时数据')).toBeVisible();
    // 04:29Z is 12:29 in Beijing.
    await expect(ticker.getByText('2026-11-20 12:29')).toBeVisible();
    await expect(ticker.getByText('720 条')).toBeVisible();
    const btc = card(canvasElement, '比特币日线');
    await expect(btc.getByText('演示数据')).toBeVisible();
    await expect(btc.getByText('从未成功')).toBeVisible();
    await expect(btc.getByText('超时（2026-11-20 12:20）')).toBeVisible();
    await expect(card(canvasElement, '新闻快讯').getByText('未启用')).toBeVisible();
    const calendar = card(canvasElement, '财经日历');
    await expect(calendar.getByText('按配置使用演示数据')).toBeVisible();
    await expect(calendar.getByText('无计划')).toBeVisible();
    await expect(calendar.getByRole('button', { name: '立即刷新财经日历' })).toBeDisabled();
    await userEvent.click(btc.getByRole('button', { name: '立即刷新比特币日线' }));
    await expect(args.onRefresh).toHaveBeenCalledWith('btc');
    await expect(within(canvasElement).getByText(/状态更新于 2026-11-20 12:30:00/)).toBeVisible();
  },
};

export const Refreshing: Story = {
  args: {
    sources: mixed.map((s) => (s.source === 'macro' ? { ...s, running: true } : s)),
    requesting: ['btc'],
  },
  play: async ({ canvasElement }) => {
    for (const [name, button] of [
      ['比特币日线', '立即刷新比特币日线'],
      ['宏观数据', '立即刷新宏观数据'],
    ] as const) {
      const c = card(canvasElement, name);
      await expect(c.getByRole('button', { name: button })).toBeDisabled();
      await expect(c.getByRole('status')).toHaveTextContent('刷新中…');
    }
    await expect(
      card(canvasElement, '实时价格').getByRole('button', { name: '立即刷新实时价格' }),
    ).toBeEnabled();
  },
};

export const RefreshRefused: Story = {
  args: { refreshError: '没有权限执行此操作' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('没有权限执行此操作');
  },
};

export const Empty: Story = {
  args: { sources: [], generatedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据源')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', sources: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('数据源状态加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', sources: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('数据源状态加载失败，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, '新闻快讯').getByText(/域名解析失败/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
