import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storySearchResults } from '../private/storyChat.ts';
import { AddGroupDialog } from './AddGroupDialog.tsx';

const meta = {
  title: 'Chat/AddGroupDialog',
  component: AddGroupDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onClose: fn(),
    onSearch: fn(async () => storySearchResults),
    onJoin: fn(async () => ({ state: 'requested' })),
  },
} satisfies Meta<typeof AddGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '添加群聊' });

export const InputToSent: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole('button', { name: '搜索' })).toBeDisabled();
    await userEvent.type(box.getByRole('textbox', { name: '群号或群名称' }), '  比特币 ');
    await userEvent.click(box.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('比特币');
    const results = within(box.getByRole('list', { name: '搜索结果' })).getAllByRole('button');
    await expect(results).toHaveLength(2);
    await userEvent.click(results[0]!);
    await expect(box.getByText('围绕减半周期与矿工行为的长期讨论')).toBeVisible();
    await expect(box.getByText('群号 100004')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: '返回' }));
    await expect(box.getByRole('textbox', { name: '群号或群名称' })).toHaveValue('  比特币 ');
    await userEvent.click(box.getAllByRole('button', { name: /比特币减半周期讨论/ })[0]!);
    await userEvent.click(box.getByRole('button', { name: '申请加入' }));
    await expect(args.onJoin).toHaveBeenCalledWith('100004');
    await expect(box.getByRole('status')).toHaveTextContent('已经成功发送添加请求!');
    await userEvent.click(box.getByRole('button', { name: '完成' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const NoResults: Story = {
  args: { onSearch: fn(async () => []) },
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByRole('textbox', { name: '群号或群名称' }), '不存在的群{Enter}');
    await expect(await box.findByText('未找到相关结果。')).toBeVisible();
    await expect(box.getByRole('textbox', { name: '群号或群名称' })).toHaveValue('不存在的群');
  },
};

export const BlankIsNotSearched: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.type(box.getByRole('textbox', { name: '群号或群名称' }), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Spec 1 §8: the confirmation shows whatever the outcome. */
export const JoinRefusedStillConfirms: Story = {
  args: { onJoin: fn(async () => Promise.reject(new Error('群组不存在'))) },
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByRole('textbox', { name: '群号或群名称' }), '100005{Enter}');
    await userEvent.click((await box.findAllByRole('button', { name: /合约风险管理/ }))[0]!);
    await userEvent.click(box.getByRole('button', { name: '申请加入' }));
    await expect(await box.findByText('已经成功发送添加请求!')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { onSearch: fn(async () => Promise.reject(new Error('offline'))) },
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByRole('textbox', { name: '群号或群名称' }), '比特币{Enter}');
    await expect(await box.findByRole('alert')).toHaveTextContent('搜索失败，请稍后重试');
  },
};

export const Loading: Story = {
  args: { onSearch: fn(() => new Promise<never>(() => {})) },
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByRole('textbox', { name: '群号或群名称' }), '比特币{Enter}');
    await expect(box.getByRole('button', { name: '搜索中…' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByRole('textbox', { name: '群号或群名称' }), '比特币{Enter}');
    await expect(await box.findByRole('list', { name: '搜索结果' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
