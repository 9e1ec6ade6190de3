import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../private/storyOrders.ts';
import { OrderCards } from './OrderCards.tsx';

const meta = {
  title: 'Orders/OrderCards',
  component: OrderCards,
  tags: ['autodocs'],
  args: { orders: storyOrders(5), onOpenDetail: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof OrderCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveCards: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: '订单列表' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    await expect(cards[0]).toHaveTextContent('待付款');
    await expect(cards[0]).toHaveTextContent('2026-11-20 10:15:00');
    await expect(list.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const OpensDetail: Story = {
  play: async ({ args, canvas }) => {
    const order = args.orders[2];
    await userEvent.click(canvas.getByRole('button', { name: `查看详情 ${order?.orderNumber}` }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith(order);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /详情 CS/ })).toHaveLength(5);
  },
};
