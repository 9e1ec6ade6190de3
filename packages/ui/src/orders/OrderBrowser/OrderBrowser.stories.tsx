import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../private/storyOrders.ts';
import { OrderBrowser } from './OrderBrowser.tsx';

const meta = {
  title: 'Orders/OrderBrowser',
  component: OrderBrowser,
  tags: ['autodocs'],
  args: { orders: storyOrders(12), layout: 'desktop', onOpenDetail: fn() },
} satisfies Meta<typeof OrderBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) =>
  within(canvas).getAllByRole('row').length - 1; /* minus the header row */

export const DesktopFirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '我的订单' })).toBeVisible();
    await expect(rowsOf(canvasElement)).toBe(5);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    const sizes = within(canvas.getByRole('combobox', { name: '每页条数' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(sizes).toEqual(['5 条/页', '10 条/页', '15 条/页']);
  },
};

export const PagesAndSizes: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('第 2 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(rowsOf(canvasElement)).toBe(2);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '15');
    await expect(rowsOf(canvasElement)).toBe(12);
    await expect(canvas.getByText('第 1 / 1 页')).toBeVisible();
  },
};

export const Tabs: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: '售后(4)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /待付款/ }));
    await expect(rowsOf(canvasElement)).toBe(2);
    await userEvent.click(canvas.getByRole('tab', { name: /待审核/ }));
    // On desktop 退款成功 is not 待审核.
    await expect(canvas.getByRole('tabpanel')).not.toHaveTextContent('退款成功');
  },
};

export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索订单' }), '  vip会员·年度 ');
    await expect(canvas.getByRole('tab', { name: '全部订单(4)' })).toBeVisible();
    await expect(rowsOf(canvasElement)).toBe(4);
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索订单' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索订单' }), '期货');
    await expect(canvas.getByText('没有找到相关订单')).toBeVisible();
  },
};

export const MobileCards: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      within(canvas.getByRole('list', { name: '订单列表' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    const sizes = within(canvas.getByRole('combobox', { name: '每页条数' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(sizes).toEqual(['5 条/页', '10 条/页', '20 条/页']);
    await userEvent.click(canvas.getByRole('tab', { name: /待审核/ }));
    // On mobile 退款成功 counts as 待审核 (spec 2 §4).
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('退款成功');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单加载中…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
    await expect(canvas.getByText('第 1 / 1 页')).toBeVisible();
  },
};
