import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chatEmojis, EmojiPicker } from './EmojiPicker.tsx';

const meta = {
  title: 'Chat/EmojiPicker',
  component: EmojiPicker,
  tags: ['autodocs'],
  args: { onPick: fn() },
} satisfies Meta<typeof EmojiPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveEmojis: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: '表情' });
    await expect(group.querySelectorAll('button')).toHaveLength(12);
    await expect(chatEmojis).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: '表情 点赞' }));
    await expect(args.onPick).toHaveBeenCalledWith('👍');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '表情 微笑' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('😀');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '表情 发财' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
