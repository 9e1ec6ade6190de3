import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { JoinRequestList, type JoinRequestItem } from './JoinRequestList.tsx';

const requests: JoinRequestItem[] = [
  { id: 303, username: '177****3333', group_name: '币见会员交流群', status: 'accepted' },
  { id: 302, username: '137****2222', group_name: '币见会员交流群', status: 'pending' },
  { id: 305, username: '159****5555', group_name: '链上指标研究组', status: 'rejected' },
  { id: 301, username: '186****1111', group_name: '币见会员交流群', status: 'pending' },
];

const meta = {
  title: 'Chat/JoinRequestList',
  component: JoinRequestList,
  tags: ['autodocs'],
  args: { requests, onAccept: fn(), onReject: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 420, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JoinRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: '加群申请' })).getAllByRole('listitem');

export const PendingFirst: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const shown = rows(canvasElement).map((row) => row.textContent);
    await expect(shown[0]).toContain('186****1111');
    await expect(shown[1]).toContain('137****2222');
    await expect(shown[2]).toMatch(/177\*{4}3333.*已同意$/);
    await expect(shown[3]).toContain('159****5555');
    await expect(shown[3]).toContain('已拒绝');
    await userEvent.click(canvas.getByRole('button', { name: '同意 186****1111' }));
    await expect(args.onAccept).toHaveBeenCalledWith(301);
    await userEvent.click(canvas.getByRole('button', { name: '拒绝 137****2222' }));
    await expect(args.onReject).toHaveBeenCalledWith(302);
  },
};

/** The window sets the status at once on the click; here the story keeps it. */
export const DecidingMovesDown: Story = {
  render: function Render(args) {
    const [list, setList] = useState(args.requests);
    const decide = (id: number, status: JoinRequestItem['status']) =>
      setList((current) => current.map((r) => (r.id === id ? { ...r, status } : r)));
    return (
      <JoinRequestList
        {...args}
        requests={list}
        onAccept={(id) => decide(id, 'accepted')}
        onReject={(id) => decide(id, 'rejected')}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '同意 186****1111' }));
    const shown = rows(canvasElement).map((row) => row.textContent);
    await expect(shown[0]).toContain('137****2222');
    await expect(shown[1]).toMatch(/186\*{4}1111.*已同意$/);
  },
};

export const ClearAllAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    const dialog = await screen.findByRole('alertdialog', { name: '清空加群申请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onClear).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    const again = await screen.findByRole('alertdialog', { name: '清空加群申请' });
    await userEvent.click(within(again).getByRole('button', { name: '清空' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前没有加群申请。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清空' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加群申请加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加群申请加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '同意 186****1111' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
