import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatWindowNotice } from './ChatWindowNotice.tsx';

const meta = {
  title: 'Chat/ChatWindow/ChatWindowNotice',
  component: ChatWindowNotice,
  tags: ['autodocs'],
  args: { message: '登录后即可加入会员群聊', actionLabel: '登录/注册', onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 320, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWindowNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('登录后即可加入会员群聊')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录/注册' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const MemberWithoutVip: Story = {
  args: { message: '开通会员后即可加入会员群聊', actionLabel: '开通会员' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '开通会员' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button', { name: '登录/注册' }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
  },
};
