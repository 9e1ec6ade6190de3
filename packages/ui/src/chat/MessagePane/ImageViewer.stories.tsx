import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyMessages } from '../private/storyChat.ts';
import { ImageViewer } from './ImageViewer.tsx';

const image = storyMessages.find((message) => message.image)!;

const meta = {
  title: 'Chat/MessagePane/ImageViewer',
  component: ImageViewer,
  tags: ['autodocs'],
  args: { message: image, onClose: fn() },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '查看图片' });
    await expect(within(dialog).getByRole('img', { name: '186****1111 发送的图片' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: '查看原图' })).toHaveAttribute(
      'href',
      image.image,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { message: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '查看图片' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
