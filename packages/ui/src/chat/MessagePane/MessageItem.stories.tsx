import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyMe, storyMessages } from '../private/storyChat.ts';
import { MessageItem } from './MessageItem.tsx';

const [system, text, own, image, file, hostile] = storyMessages;

const meta = {
  title: 'Chat/MessagePane/MessageItem',
  component: MessageItem,
  tags: ['autodocs'],
  args: { message: text!, own: false, onViewImage: fn(), onImageLoad: fn() },
  decorators: [
    (Story) => (
      <ul aria-label="消息记录" style={{ listStyle: 'none', padding: 16, maxWidth: 560 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof MessageItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('大家早上好，今天 BTC 在 9 万附近震荡')).toBeVisible();
    await expect(canvas.getByText('150****6666')).toBeVisible();
    // Sent at 01:01Z, shown in Beijing time.
    await expect(canvas.getByText('2026-11-24 09:01')).toBeVisible();
  },
};

export const Own: Story = {
  args: { message: own!, own: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMe)).toBeVisible();
    await expect(canvas.getByRole('listitem').className).toMatch(/own/);
  },
};

export const System: Story = {
  args: { message: system! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('186****1111 加入了群聊')).toBeVisible();
    await expect(canvas.queryByRole('time')).toBeNull();
  },
};

export const Image: Story = {
  args: { message: image! },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看 186****1111 发送的图片' }));
    await expect(args.onViewImage).toHaveBeenCalledTimes(1);
  },
};

export const File: Story = {
  args: { message: file! },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /周报-2026-47\.pdf/ });
    await expect(link).toHaveTextContent('240 KB');
    await expect(link).toHaveAttribute('download', '周报-2026-47.pdf');
  },
};

/** Markup a member typed is shown as typed and never runs. */
export const TextIsNeverHtml: Story = {
  args: { message: hostile! },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)"> 这不是 HTML')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { message: { ...text!, text: '很长的一段话'.repeat(20) } },
  play: async ({ canvas }) => {
    const bubble = canvas.getByText(/很长的一段话/);
    await expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
