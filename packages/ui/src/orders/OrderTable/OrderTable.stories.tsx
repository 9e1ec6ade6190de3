import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../private/storyOrders.ts';
import { OrderTable } from './OrderTable.tsx';

const meta = {
  title: 'Orders/OrderTable',
  component: OrderTable,
  tags: ['autodocs'],
  args: { orders: storyOrders(5), onOpenDetail: fn() },
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FivePerPage: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单列表' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      '订单号',
      '商品',
      '数量',
      '实付金额',
      '下单时间',
      '状态',
      '操作',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    // 2026-11-20T02:15Z is 10:15 in Beijing.
    await expect(table).toHaveTextContent('2026-11-20 10:15:00');
    await expect(table).toHaveTextContent('待付款');
    await expect(table).toHaveTextContent('¥300.00');
  },
};

export const OpensDetail: Story = {
  play: async ({ args, canvas }) => {
    const order = args.orders[1];
    await userEvent.click(canvas.getByRole('button', { name: `详情 ${order?.orderNumber}` }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith(order);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};

export const NoSearchMatch: Story = {
  args: { orders: [], emptyText: '没有找到相关订单' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到相关订单')).toBeVisible();
  },
};

export const Fifteen: Story = {
  args: { orders: storyOrders(15) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /详情 CS/ })).toHaveLength(15);
  },
};
