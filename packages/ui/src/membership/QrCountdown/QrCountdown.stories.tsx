import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QrCountdown, type QrCountdownProps } from './QrCountdown.tsx';

const meta = {
  title: 'Membership/QrCountdown',
  component: QrCountdown,
  tags: ['autodocs'],
  args: {
    value: 'weixin://wxpay/bizpayurl?pr=CS20261122000001',
    type: 'wxpay',
    onRefresh: fn(),
    onExpire: fn(),
  },
} satisfies Meta<typeof QrCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issues the code `agoMs` before the story first renders, so the story starts at that point. */
function IssuedAgo({ agoMs, ...props }: QrCountdownProps & { agoMs: number }) {
  const [issuedAt] = useState(() => Date.now() - agoMs);
  return <QrCountdown {...props} issuedAt={issuedAt} />;
}

const qrImage = async (canvasElement: HTMLElement, name = '微信支付付款二维码') => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('img', { name }).tagName).toBe('IMG'));
  return canvas.getByRole('img', { name }) as HTMLImageElement;
};

export const Fresh: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '请使用微信支付扫码支付' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('二维码 60 秒后失效');
    const image = await qrImage(canvasElement);
    await expect(image.width).toBe(250);
    await expect(canvas.queryByRole('button', { name: '重新获取' })).toBeNull();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const Ticking: Story = {
  render: (args) => <IssuedAgo {...args} agoMs={30_200} />,
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('二维码 30 秒后失效');
    await waitFor(() => expect(timer).toHaveTextContent('二维码 29 秒后失效'), { timeout: 2000 });
  },
};

export const RunsOut: Story = {
  render: (args) => <IssuedAgo {...args} agoMs={58_800} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('二维码 2 秒后失效');
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent('二维码已过期，请重新获取'),
      {
        timeout: 3000,
      },
    );
    // The callback runs in an effect just after the expired frame is painted.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('timer')).toHaveTextContent('二维码已失效');
  },
};

export const Expired: Story = {
  render: (args) => <IssuedAgo {...args} agoMs={61_000} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('二维码已过期，请重新获取');
    const image = await qrImage(canvasElement);
    await expect(getComputedStyle(image).filter).toContain('blur');
    await userEvent.click(canvas.getByRole('button', { name: '重新获取' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Alipay: Story = {
  args: { type: 'alipay', value: 'https://openapi.alipay.test/qr/CS20261122000002' },
  play: async ({ canvasElement }) => {
    await qrImage(canvasElement, '支付宝付款二维码');
    await expect(
      within(canvasElement).getByRole('heading', { name: '请使用支付宝扫码支付' }),
    ).toBeVisible();
  },
};

/** Issue 37: the order's amount above the code, 返回 to leave, and with the sandbox its pay page. */
export const SandboxWithAmountAndWayBack: Story = {
  args: {
    value: 'http://localhost:8001/sandbox/pay/CS20261122000001',
    amount: '30.00',
    onBack: fn(),
    sandboxPayUrl: 'http://localhost:8001/sandbox/pay/CS20261122000001',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await qrImage(canvasElement);
    await expect(canvas.getByText('¥30.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '打开沙箱支付页' })).toHaveAttribute(
      'href',
      'http://localhost:8001/sandbox/pay/CS20261122000001',
    );
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await qrImage(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
