import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMemberPage } from '../shared/storyFixtures.ts';
import { MemberDetail, type MemberDetailProps } from './MemberDetail.tsx';

type Action = MemberDetailProps['onAction'];

const meta = {
  title: 'Admin/MemberDetail',
  component: MemberDetail,
  tags: ['autodocs'],
  args: {
    page: storyMemberPage,
    canChange: true,
    onAction: fn<Action>(async () => '已调整会员天数'),
    onOpenMember: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof MemberDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: '会员 13800138000' })).toBeVisible();
    const facts = within(canvas.getByRole('group', { name: '会员信息' }));
    // 01:20Z is 09:20 in Beijing.
    await expect(facts.getByText('2026-03-02 09:20')).toBeVisible();
    await expect(facts.getByText('reader@example.cn')).toBeVisible();
    await expect(canvas.getByRole('table', { name: '会员订单' })).toHaveTextContent(
      '年度会员（365 天）',
    );
    const history = canvas.getByRole('table', { name: '会员变动明细' });
    await expect(history).toHaveTextContent('管理员调整');
    await expect(history).toHaveTextContent('补偿 11 月 9 日的数据中断');
    await expect(history).toHaveTextContent('+7 天');
    await expect(canvas.getByRole('list', { name: '最近登录' })).toHaveTextContent('仍在线');
    await userEvent.click(canvas.getByRole('button', { name: '13900001111' }));
    await expect(args.onOpenMember).toHaveBeenCalledWith(7);
  },
};

export const AdjustDays: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '调整会员天数' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', {
        name: '调整会员天数：13800138000',
      }),
    );
    // The reason is required: nothing is sent without it.
    await userEvent.type(dialog.getByRole('textbox', { name: '调整天数' }), '30');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByText('请填写操作原因')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '操作原因' }), '补偿服务中断');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenCalledWith('adjust', {
      days: 30,
      reason: '补偿服务中断',
    });
    await expect(await canvas.findByText('已调整会员天数')).toHaveAttribute('role', 'status');
  },
};

export const AdjustDaysRefused: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '调整会员天数' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: '调整天数' }), '0');
    await userEvent.type(dialog.getByRole('textbox', { name: '操作原因' }), '测试');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByText('调整天数应为 -3650 到 3650 之间的非零整数')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const FreezeFailed: Story = {
  args: {
    onAction: fn<Action>(async () => {
      throw new Error('当前角色无权进行此操作，需要超级管理员权限');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '冻结会员' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('alertdialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: '操作原因' }), '盗号风险');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('需要超级管理员权限');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const Frozen: Story = {
  args: {
    page: {
      ...storyMemberPage,
      member: { ...storyMemberPage.member, frozen_at: '2026-11-20T08:00:00.000Z' },
      open_sessions: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已冻结（2026-11-20 16:00）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '解冻会员' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '冻结会员' })).toBeNull();
  },
};

export const Operator: Story = {
  args: { canChange: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: '会员操作' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '调整会员天数' })).toBeNull();
    await expect(canvas.getByText(/需要超级管理员/)).toBeVisible();
  },
};

export const NewMember: Story = {
  args: {
    page: {
      ...storyMemberPage,
      member: { ...storyMemberPage.member, is_vip: false, vip_expiry: null, last_login: null },
      email: null,
      inviter: null,
      invitees: [],
      orders: [],
      membership_history: [],
      logins: [],
      open_sessions: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
    await expect(canvas.getByText('暂无会员变动')).toBeVisible();
    await expect(canvas.getByText('暂无登录记录')).toBeVisible();
    await expect(canvas.getByText('暂无邀请的会员')).toBeVisible();
    await expect(canvas.getByText('未绑定')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: null, state: 'loading' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('会员信息加载中…')).toHaveAttribute('role', 'status');
    await userEvent.click(canvas.getByRole('button', { name: '← 返回搜索结果' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  args: { page: null, state: 'error', errorText: '会员不存在', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('会员不存在');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const orders = canvas.getByRole('region', { name: '会员订单' });
    await expect(orders.scrollWidth).toBeLessThanOrEqual(orders.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
