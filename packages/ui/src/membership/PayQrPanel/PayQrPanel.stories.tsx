import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PayQrPanel } from './PayQrPanel.tsx';

const meta = {
  title: 'Membership/PayQrPanel',
  component: PayQrPanel,
  tags: ['autodocs'],
  args: {
    qrValue: 'weixin://wxpay/bizpayurl?pr=CS20261122000001',
    amount: '0.02',
    onDone: fn(),
    onFailed: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PayQrPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR image once drawn (a placeholder of the same name stands in while it is drawn). */
async function drawnQr(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('img', { name: '扫码支付二维码' }).tagName).toBe('IMG'),
  );
  return canvas.getByRole('img', { name: '扫码支付二维码' });
}

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '扫码支付' })).toBeVisible();
    const image = await drawnQr(canvasElement);
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvas.getByText('¥0.02')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '完成支付' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** Issue 37: with the sandbox gateway the code's page is offered as a link, since no app can pay it. */
export const Sandbox: Story = {
  args: {
    qrValue: 'http://localhost:8001/sandbox/pay/CS20261122000001',
    sandboxPayUrl: 'http://localhost:8001/sandbox/pay/CS20261122000001',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnQr(canvasElement);
    const link = canvas.getByRole('link', { name: '打开沙箱支付页' });
    await expect(link).toHaveAttribute(
      'href',
      'http://localhost:8001/sandbox/pay/CS20261122000001',
    );
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Failed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '支付失败' }));
    await expect(args.onFailed).toHaveBeenCalledTimes(1);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Opening: Story = {
  args: { qrValue: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('正在生成二维码…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: '完成支付' })).toBeDisabled();
  },
};

export const Checking: Story = {
  args: { isChecking: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '完成支付' }));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const OpenFailed: Story = {
  args: { qrValue: null, error: '支付请求失败' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('支付请求失败');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const image = await drawnQr(canvasElement);
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(250);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
