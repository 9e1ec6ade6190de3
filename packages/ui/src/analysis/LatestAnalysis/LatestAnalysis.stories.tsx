import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyLatest } from '../private/storyAnalysis.ts';
import { LatestAnalysis } from './LatestAnalysis.tsx';

const meta = {
  title: 'Analysis/LatestAnalysis',
  component: LatestAnalysis,
  tags: ['autodocs'],
  args: {
    latest: storyLatest,
    status: 'ready',
    dayHref: (date: string) => `/toDailyAnalysis?date=${date}`,
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 860, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof LatestAnalysis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'AI 每日分析 · 2026年11月23日 周一',
    );
    await expect(canvas.getByRole('link', { name: '查看完整分析' })).toHaveAttribute(
      'href',
      '/toDailyAnalysis?date=2026-11-23',
    );
    await expect(canvas.getByText('彩虹图')).toBeVisible();
    await expect(canvas.getByText('利好 1')).toBeVisible();
    await expect(canvas.getByText('利空 1')).toBeVisible();
  },
};

export const QuietDay: Story = {
  args: { latest: { ...storyLatest, abnormal: [], bullish: 0, bearish: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当日无异常指标')).toBeVisible();
    await expect(canvas.getByText('利好 0')).toBeVisible();
  },
};

export const NoAnalysisYet: Story = {
  args: { latest: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无每日分析')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { latest: null, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('每日分析加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Failed: Story = {
  args: { latest: null, status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('每日分析加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看完整分析' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
