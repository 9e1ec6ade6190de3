import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMembers } from '../shared/storyFixtures.ts';
import { MemberSearch } from './MemberSearch.tsx';

const meta = {
  title: 'Admin/MemberSearch',
  component: MemberSearch,
  tags: ['autodocs'],
  args: { results: storyMembers, state: 'ready', onSearch: fn(), onOpen: fn() },
} satisfies Meta<typeof MemberSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ args, canvas }) => {
    const results = within(canvas.getByRole('list', { name: '搜索结果' }));
    const items = results.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // 2026-12-31T16:00Z is 2027-01-01 00:00 in Beijing.
    await expect(items[0]).toHaveTextContent('VIP 至 2027-01-01 00:00');
    await expect(items[1]).toHaveTextContent('已冻结');
    await expect(items[1]).toHaveTextContent('非 VIP');
    await userEvent.click(canvas.getByRole('button', { name: '查看会员 13800139001' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 43 }));
  },
};

export const Search: Story = {
  args: { state: 'idle', results: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/输入手机号开头的数字/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号或邀请码' }), ' 13800 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('13800');
  },
};

export const QueryRefused: Story = {
  args: { state: 'idle', results: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入手机号或邀请码');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号或邀请码' }), '138-00');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('只能包含数字和字母');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const NoneFound: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到符合条件的会员')).toBeVisible();
  },
};

export const Searching: Story = {
  args: { state: 'loading', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在搜索会员…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: '搜索' })).toBeDisabled();
  },
};

export const SearchFailed: Story = {
  args: { state: 'error', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('会员搜索失败，请稍后重试');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '查看会员 13800138000' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
