import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PurchasePanel } from './PurchasePanel.tsx';

const meta = {
  title: 'Membership/PurchasePanel',
  component: PurchasePanel,
  tags: ['autodocs'],
  args: { amount: '0.02', onPay: fn() },
} satisfies Meta<typeof PurchasePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '应付金额' })).toHaveTextContent('¥0.02');
    await userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const NoPlan: Story = {
  args: { amount: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '应付金额' })).toHaveTextContent(
      '请选择会员时长',
    );
    // The button stays pressable: the page answers with 请选择会员时长!.
    await userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '正在创建订单…' });
    await userEvent.click(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '立即支付' });
    await expect(button).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
