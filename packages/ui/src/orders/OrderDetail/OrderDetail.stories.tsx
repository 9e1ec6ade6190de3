import { orderDetailOf } from '@coinsight/domain/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../private/storyOrders.ts';
import { OrderDetail } from './OrderDetail.tsx';

const [unpaid, paid, , refundSucceeded, refundFailed] = storyOrders(5);
if (!unpaid || !paid || !refundSucceeded || !refundFailed) throw new Error('story orders missing');

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  tags: ['autodocs'],
  args: {
    detail: orderDetailOf(paid),
    onBuyAgain: fn(),
    onRefund: fn(),
    onUrgeDelivery: fn(),
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    const fields = within(canvas.getByRole('region', { name: '订单详情' }));
    await expect(fields.getByText(paid.orderNumber)).toBeVisible();
    await expect(fields.getByText('VIP会员·年度')).toBeVisible();
    await expect(fields.getByText('¥300.00')).toBeVisible();
    await expect(fields.getByText('支付宝')).toBeVisible();
    // 2026-11-19T02:16:30Z is 10:16:30 in Beijing.
    await expect(fields.getByText('2026-11-19 10:16:30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '部分退款' })).toBeEnabled();
  },
};

export const BuyAgain: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再次购买' }));
    await expect(args.onBuyAgain).toHaveBeenCalledOnce();
  },
};

export const PartialRefund: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '部分退款' }));
    await expect(args.onRefund).toHaveBeenCalledWith('partial');
  },
};

export const FullRefund: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '全额退款' }));
    await expect(args.onRefund).toHaveBeenCalledWith('full');
  },
};

export const UrgeDelivery: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '催发货' }));
    await expect(args.onUrgeDelivery).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('已提醒商家尽快处理，请耐心等待')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Unpaid: Story = {
  args: { detail: orderDetailOf(unpaid) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待付款')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全额退款' })).toBeDisabled();
    await expect(await canvas.findByText('该订单当前不可退款')).toHaveAttribute('role', 'status');
  },
};

export const RefundRejectedBefore: Story = {
  args: { detail: orderDetailOf(refundFailed) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('不符合退款条件')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全额退款' })).toBeEnabled();
  },
};

export const Refunded: Story = {
  args: { detail: orderDetailOf(refundSucceeded), refunded: '30.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已退款')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '部分退款' })).toBeDisabled();
  },
};

/** Only the spec's query fields: no status, so the refund buttons stay open and the server decides. */
export const FromQueryFields: Story = {
  args: { detail: { ...orderDetailOf(paid), status: null, paymentTime: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('订单状态')).toBeNull();
    await expect(canvas.getByRole('button', { name: '全额退款' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '催发货' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
