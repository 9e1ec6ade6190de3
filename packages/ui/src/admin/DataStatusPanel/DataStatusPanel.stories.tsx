import type { IngestRun } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataStatusPanel, type DataSourceStatus } from './DataStatusPanel.tsx';

const sources: DataSourceStatus[] = [
  { source: 'btc', label: '比特币日线（Coin Metrics）', last_day: '2026-11-23', rows: 5800 },
  { source: 'fred', label: '宏观数据（FRED）', last_day: '2026-11-21', rows: 48210 },
  { source: 'news', label: '新闻', last_day: null, rows: 0 },
];

const running: IngestRun = {
  id: 3,
  source: 'btc',
  state: 'running',
  progress: 0.4,
  rows: 120,
  message: '正在写入比特币日线',
  admin: 'ops01',
  started_at: '2026-11-24T02:00:00.000Z',
  finished_at: null,
};

const meta = {
  title: 'Admin/DataStatusPanel',
  component: DataStatusPanel,
  tags: ['autodocs'],
  args: { sources, run: null, onStart: fn(), onRetry: fn() },
} satisfies Meta<typeof DataStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sources: Story = {
  play: async ({ args, canvas }) => {
    const list = within(canvas.getByRole('group', { name: '各数据来源' }));
    await expect(list.getByText('2026-11-23')).toBeVisible();
    await expect(list.getByText('暂无数据')).toBeVisible();
    await expect(list.getByText('共 48,210 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '导入宏观数据（FRED）' }));
    await expect(args.onStart).toHaveBeenCalledWith('fred');
  },
};

export const Running: Story = {
  args: { run: running },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '导入进度' })).toHaveAttribute(
      'value',
      '0.4',
    );
    await expect(canvas.getByText(/导入中（40%，已写入 120 条）/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '导入比特币日线（Coin Metrics）' }),
    ).toBeDisabled();
    // 02:00Z is 10:00 in Beijing.
    await expect(canvas.getByText(/ops01 于 2026-11-24 10:00:00 开始/)).toBeVisible();
  },
};

export const Done: Story = {
  args: {
    run: {
      ...running,
      state: 'done',
      progress: 1,
      rows: 300,
      message: '导入完成',
      finished_at: '2026-11-24T02:01:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/已完成（100%/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '导入比特币日线（Coin Metrics）' }),
    ).toBeEnabled();
  },
};

export const Failed: Story = {
  args: {
    run: {
      ...running,
      state: 'failed',
      message: 'Coin Metrics 暂时无法访问',
      finished_at: '2026-11-24T02:01:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Coin Metrics 暂时无法访问');
  },
};

export const StartRefused: Story = {
  args: { startError: '已有数据导入正在进行，请等待完成' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('已有数据导入正在进行');
  },
};

export const Loading: Story = {
  args: { state: 'loading', sources: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('数据状态加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', sources: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { run: running },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: '导入进度' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
