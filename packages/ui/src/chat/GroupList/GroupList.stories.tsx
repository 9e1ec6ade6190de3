import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGroups } from '../private/storyChat.ts';
import { GroupList } from './GroupList.tsx';

const meta = {
  title: 'Chat/GroupList',
  component: GroupList,
  tags: ['autodocs'],
  args: { groups: storyGroups, selected: '100001', onSelect: fn(), onAdd: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 400, width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GroupList>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupButtons = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: '群聊' })).getAllByRole('button');

export const FirstSelected: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <GroupList
        {...args}
        selected={selected}
        onSelect={(n) => {
          setSelected(n);
          args.onSelect(n);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const [first, second, third] = groupButtons(canvasElement);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(first).toHaveAccessibleName(/币见会员交流群.*3 条未读/);
    await expect(third).toHaveTextContent('99+');
    await userEvent.click(second!);
    await expect(args.onSelect).toHaveBeenCalledWith('100002');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: '添加群聊' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索群聊' }), '宏观');
    await expect(groupButtons(canvasElement)).toHaveLength(1);
    await expect(groupButtons(canvasElement)[0]).toHaveTextContent('宏观与美联储观察');
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索群聊' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索群聊' }), '100002');
    await expect(groupButtons(canvasElement)[0]).toHaveTextContent('链上指标研究组');
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索群聊' }), '9');
    await expect(canvas.getByText('没有匹配的群聊')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groups: [], selected: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有加入任何群聊')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加群聊' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('群聊加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('群聊加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(groupButtons(canvasElement)[0]).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
