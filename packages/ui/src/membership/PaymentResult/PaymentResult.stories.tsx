import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentResult } from './PaymentResult.tsx';

const meta = {
  title: 'Membership/PaymentResult',
  component: PaymentResult,
  tags: ['autodocs'],
  args: { state: 'querying', outTradeNo: 'CS20261121000001', onBackHome: fn(), onRetry: fn() },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The result's own parts (the story frame holds a toast region with role status too). */
const result = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region'));

export const Querying: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = result(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在查询支付结果…');
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: '重新查询' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onBackHome).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { state: 'success', leftdays: 177, expiry: '2027-05-18T08:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = result(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('支付成功，会员已开通');
    await expect(
      canvas.getByText('会员剩余 177 天，到期时间 2027-05-18 16:00（北京时间）'),
    ).toBeVisible();
    await expect(canvas.getByText('订单号：CS20261121000001')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重新查询' })).toBeNull();
  },
};

export const Incomplete: Story = {
  args: { state: 'incomplete' },
  play: async ({ args, canvasElement }) => {
    const canvas = result(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('支付失败或未完成');
    await userEvent.click(canvas.getByRole('button', { name: '重新查询' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const QueryFailed: Story = {
  args: { state: 'queryFailed' },
  play: async ({ args, canvasElement }) => {
    const canvas = result(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('查询支付结果失败');
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onBackHome).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { state: 'success', leftdays: 30, expiry: '2026-12-23T04:00:00.000Z' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
