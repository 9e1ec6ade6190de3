import { aiModels } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AiChatHeader } from '../AiChatHeader/AiChatHeader.tsx';
import { AiComposer } from '../AiComposer/AiComposer.tsx';
import { AiMessageList } from '../AiMessageList/AiMessageList.tsx';
import { AiSidebar } from '../AiSidebar/AiSidebar.tsx';
import { AiWelcome } from '../AiWelcome/AiWelcome.tsx';
import { storyConversation, storyHistory } from '../private/storyAi.ts';
import { AiChatLayout } from './AiChatLayout.tsx';

const sidebar = (modelChosen: boolean) => (
  <AiSidebar
    models={aiModels}
    modelChosen={modelChosen}
    conversations={storyHistory}
    currentId={modelChosen ? storyHistory[0]!.id : null}
    onNewConversation={fn()}
    onPickModel={fn()}
    onOpenConversation={fn()}
    onDeleteConversation={fn()}
    onExportConversation={fn()}
  />
);

const header = (modelName: string | null, disabled = false) => (
  <AiChatHeader
    modelName={modelName}
    keepHistory
    onKeepHistoryChange={fn()}
    stream={false}
    onStreamChange={fn()}
    disabled={disabled}
  />
);

const meta = {
  title: 'AI/AiChatLayout',
  component: AiChatLayout,
  tags: ['autodocs'],
  args: {
    sidebar: sidebar(true),
    header: header('币见深度思考'),
    children: <AiMessageList messages={storyConversation} />,
    composer: <AiComposer onSend={fn()} />,
  },
} satisfies Meta<typeof AiChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'AI 对话' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '结论' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '输入问题' })).toBeVisible();
    // The 会话列表 toggle is for phones only.
    await expect(canvas.queryByRole('button', { name: '会话列表' })).toBeNull();
  },
};

export const Welcome: Story = {
  args: {
    sidebar: sidebar(false),
    header: header(null),
    children: <AiWelcome models={aiModels} onPickModel={fn()} />,
    composer: <AiComposer onSend={fn()} disabled />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '欢迎使用币见 AI 助手' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '输入问题' })).toBeDisabled();
  },
};

export const Answering: Story = {
  args: {
    header: header('币见深度思考', true),
    children: (
      <AiMessageList
        messages={[{ id: 'q1', role: 'user', content: '比特币后市怎么看？' }]}
        waiting
      />
    ),
    composer: <AiComposer onSend={fn()} loading />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AI 正在思考…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: '发送中...' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '会话列表' });
    await expect(
      canvas.getByRole('navigation', { name: 'AI 对话', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'AI 对话' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收起会话列表' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '收起会话列表' }));
    await expect(canvas.getByRole('textbox', { name: '输入问题' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
