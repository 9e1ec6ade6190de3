import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMembers } from '../private/storyChat.ts';
import { MemberList } from './MemberList.tsx';

const meta = {
  title: 'Chat/MemberList',
  component: MemberList,
  tags: ['autodocs'],
  args: { members: storyMembers },
  decorators: [
    (Story) => (
      <div style={{ height: 360, width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBadges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '群成员（4）' })).toBeVisible();
    const [owner, admin, plain] = within(canvas.getByRole('list', { name: '群成员' })).getAllByRole(
      'listitem',
    );
    await expect(owner).toHaveTextContent(/138\*{4}0000群主$/);
    await expect(admin).toHaveTextContent(/150\*{4}6666管理员$/);
    await expect(plain).toHaveTextContent(/186\*{4}1111$/);
    await expect(canvas.getAllByText('群主')).toHaveLength(1);
  },
};

export const OwnerRemoves: Story = {
  args: { myRole: 'owner', onRemove: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: '移出 138****0000' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '移出 150****6666' }));
    await expect(args.onRemove).toHaveBeenCalledWith(storyMembers[1]);
  },
};

export const AdminRemovesOnlyMembers: Story = {
  args: { myRole: 'admin', onRemove: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '移出 150****6666' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '移出 186****1111' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无成员')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('成员加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('成员加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('管理员')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
