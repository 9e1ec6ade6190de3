import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullAlerts, storyAlerts } from '../private/storyAlerts.ts';
import { AlertsPanel } from './AlertsPanel.tsx';

const meta = {
  title: 'Alerts/AlertsPanel',
  component: AlertsPanel,
  tags: ['autodocs'],
  args: {
    state: 'ready',
    alerts: storyAlerts,
    limit: 20,
    onAdd: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AlertsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAlerts: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '我的提醒' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('4 / 20')).toBeVisible();
    await expect(canvas.getByText('2026-11-21 21:05 已提醒，条件回落后重新生效')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: '删除提醒：NUPL 进入「兴奋/贪婪」区间' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

export const AddPriceAlert: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('条件'), 'below');
    await userEvent.type(canvas.getByLabelText('价格（美元）'), '80000');
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      kind: 'price',
      direction: 'below',
      level: 80_000,
    });
  },
};

export const AddNuplAlert: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('提醒类型'), 'nupl_zone');
    await userEvent.selectOptions(canvas.getByLabelText('区间'), '投降');
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ kind: 'nupl_zone', zone: 0 });
  },
};

export const InvalidLevel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('价格应在 1 到 10,000,000 美元之间');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有设置提醒')).toBeVisible();
    await expect(canvas.getByText('0 / 20')).toBeVisible();
  },
};

export const Full: Story = {
  args: { alerts: fullAlerts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '添加提醒' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多只能设置 20 条提醒');
  },
};

export const Loading: Story = {
  args: { state: 'loading', alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('提醒加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadError: Story = {
  args: { state: 'error', alerts: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('提醒加载失败，请重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ServerRefusal: Story = {
  args: { addError: '最多只能设置 20 条提醒', removeError: '删除提醒失败，请重试' },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert').map((a) => a.textContent);
    await expect(alerts).toEqual(['删除提醒失败，请重试', '最多只能设置 20 条提醒']);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(width).toBeLessThanOrEqual(400);
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      width,
    );
  },
};
