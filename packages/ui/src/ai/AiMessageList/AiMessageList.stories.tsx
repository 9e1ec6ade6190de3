import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages as catalogue } from '@coinsight/domain/messages';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyAnswer, storyConversation, storyReasoning } from '../private/storyAi.ts';
import { AiMessageList } from './AiMessageList.tsx';

const meta = {
  title: 'AI/AiMessageList',
  component: AiMessageList,
  tags: ['autodocs'],
  args: { messages: storyConversation, onTyped: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof AiMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = '短期震荡，中期偏多。'.repeat(10);

const question = { id: 'q1', role: 'user', content: '比特币后市怎么看？' } as const;

export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: '对话内容' });
    await expect(log).toBeVisible();
    // The question keeps its line break (pre-wrap), as typed.
    const asked = canvas.getByRole('article', { name: '我的提问' });
    await expect(asked.querySelector('p')?.textContent).toBe(
      '比特币后市怎么看？\n请结合指标说明。',
    );
    const answer = canvas.getByRole('article', { name: 'AI 回答' });
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('heading', { name: '结论' })).toBeVisible();
    await expect(canvas.getByText(storyReasoning)).not.toBeVisible();
    await userEvent.click(canvas.getByText('思考过程'));
    await expect(canvas.getByText(storyReasoning)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Waiting: Story = {
  args: { messages: [question], waiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AI 正在思考…')).toHaveAttribute('role', 'status');
  },
};

export const StreamingReasoning: Story = {
  args: {
    messages: [
      question,
      {
        id: 'a1',
        role: 'assistant',
        content: '',
        reasoning: '先看宏观：降息预期',
        state: 'streaming',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('思考中…')).toBeVisible();
    await expect(canvas.getByText('先看宏观：降息预期')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'AI 回答' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Streaming: Story = {
  args: {
    messages: [
      question,
      {
        id: 'a1',
        role: 'assistant',
        content: '### 结论\n短期内比特币更可能**区间',
        reasoning: storyReasoning,
        state: 'streaming',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('思考过程')).toBeVisible();
    await expect(canvas.getByText(/短期内比特币更可能/)).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'AI 回答' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Typing: Story = {
  args: {
    messages: [question, { id: 'a1', role: 'assistant', content: typed, state: 'typing' }],
  },
  play: async ({ args, canvas }) => {
    const answer = canvas.getByRole('article', { name: 'AI 回答' });
    // 100 characters at 20 ms each: part-way after a few frames, whole after two seconds.
    await waitFor(() => expect(answer.textContent?.length ?? 0).toBeGreaterThan(0));
    await expect(answer.textContent?.length).toBeLessThan(typed.length);
    await waitFor(() => expect(answer).toHaveTextContent(typed), { timeout: 4000 });
    await waitFor(() => expect(args.onTyped).toHaveBeenCalledWith('a1'));
  },
};

export const Failed: Story = {
  args: {
    messages: [
      question,
      { id: 'a1', role: 'assistant', content: catalogue.ai.failed, state: 'failed' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('抱歉，出现了错误，请稍后再试。');
  },
};

export const StreamBroken: Story = {
  args: {
    messages: [
      question,
      {
        id: 'a1',
        role: 'assistant',
        content: `短期内比特币更可能区间震荡\n\n${catalogue.ai.streamError}`,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(catalogue.ai.streamError)).toBeVisible();
    await expect(canvas.getByText('短期内比特币更可能区间震荡')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { messages: [...storyConversation, { id: 'q2', role: 'user', content: storyAnswer }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
