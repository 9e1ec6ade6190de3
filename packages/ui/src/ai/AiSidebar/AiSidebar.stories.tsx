import { aiModels } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyHistory } from '../private/storyAi.ts';
import { AiSidebar } from './AiSidebar.tsx';

const meta = {
  title: 'AI/AiSidebar',
  component: AiSidebar,
  tags: ['autodocs'],
  args: {
    models: aiModels,
    modelChosen: true,
    conversations: storyHistory,
    currentId: storyHistory[0]!.id,
    onNewConversation: fn(),
    onPickModel: fn(),
    onOpenConversation: fn(),
    onDeleteConversation: fn(),
    onExportConversation: fn(),
  },
  decorators: [(Story) => <div style={{ width: 280, height: 600 }}>{Story()}</div>],
} satisfies Meta<typeof AiSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('heading', { name: '选择模型' })).toBeNull();
    const list = canvas.getByRole('list', { name: '历史对话' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    // The time is Beijing time: 01:31 UTC is 09:31 in Beijing.
    await expect(list).toHaveTextContent('币见深度思考 · 多轮 · 2026-11-24 09:31');
    const current = canvas.getByRole('button', { name: /^比特币后市怎么看/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^MVRV 指标怎么看/ }));
    await expect(args.onOpenConversation).toHaveBeenCalledWith(storyHistory[1]!.id);
    await userEvent.click(canvas.getByRole('button', { name: '导出对话：MVRV 指标怎么看？' }));
    await expect(args.onExportConversation).toHaveBeenCalledWith(storyHistory[1]!.id);
    await userEvent.click(canvas.getByRole('button', { name: '删除对话：MVRV 指标怎么看？' }));
    await expect(args.onDeleteConversation).toHaveBeenCalledWith(storyHistory[1]!.id);
    await userEvent.click(canvas.getByRole('button', { name: '新对话' }));
    await expect(args.onNewConversation).toHaveBeenCalledTimes(1);
  },
};

export const NoModelChosen: Story = {
  args: { modelChosen: false, currentId: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: '选择模型' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '币见深度思考' }));
    await expect(args.onPickModel).toHaveBeenCalledWith('deepseek-reasoner');
    await expect(canvas.getByRole('list', { name: '历史对话' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { modelChosen: false, conversations: [], currentId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无历史对话')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { conversations: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('历史对话加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Error: Story = {
  args: { conversations: [], error: '网络连接失败，请检查网络后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '100%', height: 600 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '历史对话' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
