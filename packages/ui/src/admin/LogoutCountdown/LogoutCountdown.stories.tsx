import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LogoutCountdown } from './LogoutCountdown.tsx';

const meta = {
  title: 'Admin/LogoutCountdown',
  component: LogoutCountdown,
  tags: ['autodocs'],
  args: { onDone: fn() },
} satisfies Meta<typeof LogoutCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsDownThenLeaves: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('已退出登录，3 秒后返回管理员登录页')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(
      () => expect(canvas.getByText('已退出登录，1 秒后返回管理员登录页')).toBeVisible(),
      { timeout: 2600 },
    );
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 1600 });
  },
};

export const LeaveNow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即返回登录页' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 3300));
    // The timer does not send the admin a second time.
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/秒后返回管理员登录页/)).toHaveAttribute('role', 'status');
  },
};
