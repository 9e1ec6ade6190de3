import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { storyStatistics } from '../shared/storyFixtures.ts';
import { AdminStatistics } from './AdminStatistics.tsx';

const meta = {
  title: 'Admin/AdminStatistics',
  component: AdminStatistics,
  tags: ['autodocs'],
  args: {
    statistics: storyStatistics,
    range: { start: '2026-11-11', end: '2026-11-24' },
    today: '2026-11-24',
    onRangeChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    const figures = within(canvas.getByRole('group', { name: '统计数字' }));
    await expect(figures.getByText('会员总数').nextSibling).toHaveTextContent('1,280');
    await expect(figures.getByText('VIP 会员').nextSibling).toHaveTextContent('312');
    await expect(figures.getByText('收入').nextSibling).toHaveTextContent('¥4,216');
    await expect(figures.getByText('待处理退款申请').nextSibling).toHaveTextContent('3');
    await expect(canvas.getByRole('img', { name: '每日新注册图表' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '每日收入图表' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '各套餐收入图表' })).toBeVisible();
    await expect(canvas.getByText('年度会员：6 单，¥2,666')).toBeVisible();
    // 02:30 UTC is 10:30 in Beijing.
    await expect(canvas.getByText(/统计时间 2026-11-24 10:30/)).toBeVisible();
  },
};

export const Shortcut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '近 30 天' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({
      start: '2026-10-26',
      end: '2026-11-24',
    });
  },
};

export const RangeBackwards: Story = {
  play: async ({ args, canvas }) => {
    fireEvent.change(canvas.getByLabelText('开始日期'), { target: { value: '2026-11-30' } });
    await expect(canvas.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    await expect(args.onRangeChange).not.toHaveBeenCalled();
    fireEvent.change(canvas.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({
      start: '2026-11-01',
      end: '2026-11-24',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RangeTooLong: Story = {
  play: async ({ args, canvas }) => {
    fireEvent.change(canvas.getByLabelText('开始日期'), { target: { value: '2025-01-01' } });
    await expect(canvas.getByRole('alert')).toHaveTextContent('统计范围最长 366 天');
    await expect(args.onRangeChange).not.toHaveBeenCalled();
  },
};

export const NothingInRange: Story = {
  args: {
    statistics: {
      ...storyStatistics,
      days: storyStatistics.days.map((d) => ({ ...d, registrations: 0, revenue: '0.00' })),
      plans: storyStatistics.plans.map((p) => ({ ...p, paid_orders: 0, revenue: '0.00' })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getAllByText('所选时间段内没有数据')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { state: 'loading', statistics: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('统计数据加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', statistics: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('统计数据加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '每日收入图表' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
