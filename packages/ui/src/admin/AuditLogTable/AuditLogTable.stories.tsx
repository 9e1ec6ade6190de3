import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { storyAudit } from '../shared/storyFixtures.ts';
import { AuditLogTable } from './AuditLogTable.tsx';

const meta = {
  title: 'Admin/AuditLogTable',
  component: AuditLogTable,
  tags: ['autodocs'],
  args: {
    entries: storyAudit,
    total: storyAudit.length,
    offset: 0,
    filters: {},
    onFiltersChange: fn(),
    onOffsetChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    // 2026-11-24T01:00Z is 09:00 in Beijing; only the fields that changed are listed.
    await expect(rows[0]).toHaveTextContent('2026-11-24 09:00:00');
    await expect(rows[0]).toHaveTextContent('调整会员天数');
    await expect(rows[0]).toHaveTextContent('reason：— → 补偿数据中断');
    await expect(rows[2]).toHaveTextContent('title：NUPL → 未实现净盈亏（NUPL）');
    await expect(canvas.getByText('共 3 条记录')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '下一页' })).toBeNull();
  },
};

export const Filter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '管理员' }), 'root');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '操作类型' }), 'member.');
    fireEvent.change(canvas.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      admin: 'root',
      action: 'member.',
      start: '2026-11-01',
    });
  },
};

export const FilterRefused: Story = {
  play: async ({ args, canvas }) => {
    fireEvent.change(canvas.getByLabelText('开始日期'), { target: { value: '2026-11-20' } });
    fireEvent.change(canvas.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const Pages: Story = {
  args: { total: 120, offset: 50 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('第 2 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onOffsetChange).toHaveBeenLastCalledWith(100);
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onOffsetChange).toHaveBeenLastCalledWith(0);
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的操作记录')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('操作日志加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('操作日志加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: '操作记录列表' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
