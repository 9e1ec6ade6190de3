import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyThumbnail } from '../private/storyThumbnail.ts';
import { ChartLock } from './ChartLock.tsx';

const meta = {
  title: 'Indicators/ChartLock',
  component: ChartLock,
  tags: ['autodocs'],
  args: { reason: 'visitor', onLogin: fn(), title: 'NUPL' },
} satisfies Meta<typeof ChartLock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ args, canvas }) => {
    const lock = canvas.getByRole('region', { name: '图表已锁定' });
    await expect(lock).toHaveTextContent('请先登录');
    await userEvent.click(canvas.getByRole('button', { name: '登录&注册' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const VisitorWithThumbnail: Story = {
  args: { thumbnail: storyThumbnail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'NUPL示意图' })).toHaveAttribute(
      'src',
      storyThumbnail,
    );
    await expect(canvas.getByRole('button', { name: '登录&注册' })).toBeVisible();
  },
};

/** A member without VIP: a prompt to buy membership, linking to /toVip. */
export const MemberWithoutVip: Story = {
  args: { reason: 'member', thumbnail: storyThumbnail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('开通会员后即可查看全部指标图表')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开通会员' })).toHaveAttribute('href', '/toVip');
    await expect(canvas.queryByRole('button', { name: '登录&注册' })).toBeNull();
  },
};

/** Knowledge mode names what membership opens there. */
export const MemberKnowledge: Story = {
  args: { reason: 'member', memberText: '开通会员后即可阅读全部知识文章' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('开通会员后即可阅读全部知识文章')).toBeVisible();
    await expect(canvas.queryByText('开通会员后即可查看全部指标图表')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const lock = canvas.getByRole('region', { name: '图表已锁定' }).getBoundingClientRect();
    await expect(lock.width).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
