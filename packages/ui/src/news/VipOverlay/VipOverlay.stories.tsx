import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { VipOverlay } from './VipOverlay.tsx';

const meta = {
  title: 'News/VipOverlay',
  component: VipOverlay,
  tags: ['autodocs'],
  args: { isOpen: true, onBuy: fn(), onClose: fn() },
} satisfies Meta<typeof VipOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '开通会员查看更多新闻' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '购买会员' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '暂不需要' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await waitFor(() => expect(screen.getByRole('button', { name: '购买会员' })).toBeVisible());
  },
};
