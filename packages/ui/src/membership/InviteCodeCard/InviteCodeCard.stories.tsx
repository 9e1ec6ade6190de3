import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { InviteCodeCard } from './InviteCodeCard.tsx';

const meta = {
  title: 'Membership/InviteCodeCard',
  component: InviteCodeCard,
  tags: ['autodocs'],
  args: { code: 'COINSGT12345', onCopy: fn() },
} satisfies Meta<typeof InviteCodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's own parts (the story frame holds a toast region with role status too). */
const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: '我的邀请码' }));

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    await expect(canvas.getByText('COINSGT12345')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByText(/好友获得7天会员，您获得3/)).toBeVisible();
  },
};

export const Copied: Story = {
  args: { noticeMs: 400 },
  play: async ({ args, canvasElement }) => {
    const canvas = card(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(args.onCopy).toHaveBeenCalledWith('COINSGT12345');
    await expect(canvas.getByRole('status')).toHaveTextContent('已复制!');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), {
      timeout: 2000,
    });
  },
};

const clipboardBlocked = new Error('clipboard blocked');

/** A refused copy is only logged: the story reads the log (and keeps it off the test output). */
export const CopyRefused: Story = {
  args: { onCopy: fn(() => Promise.reject(clipboardBlocked)) },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = card(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(args.onCopy).toHaveBeenCalled();
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        'invite code could not be copied',
        clipboardBlocked,
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Visitor: Story = {
  args: { code: '' },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    await expect(canvas.getByText('登录后可见')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '复制' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '我的邀请码' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(within(section).getByRole('button', { name: '复制' })).toBeVisible();
  },
};
