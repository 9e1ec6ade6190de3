import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyFired } from '../private/storyAlerts.ts';
import { AlertToasts } from './AlertToasts.tsx';

const meta = {
  title: 'Alerts/AlertToasts',
  component: AlertToasts,
  tags: ['autodocs'],
  args: { items: storyFired, onDismiss: fn() },
} satisfies Meta<typeof AlertToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAlerts: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('status', { name: '指标提醒' });
    await expect(region).toHaveTextContent('比特币价格为 $100,012.5，已高于 $100,000');
    await expect(region).toHaveTextContent('2026-11-24 20:30（北京时间）');
    await userEvent.click(
      canvas.getByRole('button', { name: '关闭提醒：比特币价格高于 $100,000' }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith(storyFired[0]);
  },
};

export const None: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '指标提醒' })).toBeEmptyDOMElement();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};
