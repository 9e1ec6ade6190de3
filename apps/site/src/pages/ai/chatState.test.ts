import { aiModelById, type AiConversation } from '@coinsight/domain/api';
import { describe, expect, it } from 'vitest';
import type { Inflight } from './chatSession.ts';
import { answered, askFailed, asked, initialChat, shownConversation } from './chatState.ts';

const conversationId = '0d5f7c1e-5a55-4c38-9a38-2b1f1f0c1a01';
const questionId = '3e9c2a71-1b4d-4f60-a8c5-9d7e2f3b5c03';
const answerId = '7b0a4f52-9c1e-4d7e-8f3a-6c2d9e1b4a02';
const question = { id: 'q1', role: 'user', content: '比特币会涨吗？' } as const;

const at = '2026-11-28T08:00:00.000Z';
const stored = (status: 'streaming' | 'done'): AiConversation => ({
  id: conversationId,
  title: '比特币会涨吗？',
  model: aiModelById('deepseek-reasoner'),
  keepHistory: false,
  messageCount: 2,
  timestamp: at,
  messages: [
    {
      id: questionId,
      role: 'user',
      content: '比特币会涨吗？',
      reasoning: null,
      status: 'done',
      error: null,
      timestamp: at,
    },
    {
      id: answerId,
      role: 'assistant',
      content: '比特',
      reasoning: null,
      status,
      error: null,
      timestamp: at,
    },
  ],
});

describe('chat transitions', () => {
  it('shows a streamed question with its empty answer, a whole one alone', () => {
    expect(asked(question, 'a1', true)(initialChat)).toMatchObject({
      busy: true,
      waiting: true,
      messages: [question, { id: 'a1', role: 'assistant', content: '', state: 'streaming' }],
    });
    expect(asked(question, 'a1', false)(initialChat).messages).toEqual([question]);
  });

  it('types out a whole answer and frees the chat', () => {
    const out = asked(question, 'a1', false)(initialChat);
    const reply = {
      message: '震荡',
      reasoning: null,
      conversation_id: conversationId,
      message_id: answerId,
    };
    expect(answered(reply)(out)).toMatchObject({
      conversationId,
      busy: false,
      waiting: false,
      messages: [
        question,
        { id: answerId, content: '震荡', reasoning: undefined, state: 'typing' },
      ],
    });
  });

  it('shows a refusal as the failed answer', () => {
    const out = asked(question, 'a1', false)(initialChat);
    expect(askFailed('a1', '今日 AI 提问次数已用完')(out)).toMatchObject({
      busy: false,
      messages: [question, { id: 'a1', content: '今日 AI 提问次数已用完', state: 'failed' }],
    });
  });
});

describe('shownConversation', () => {
  const held: Inflight = {
    conversationId,
    messageId: answerId,
    received: 4,
    content: '比特币短期',
    reasoning: '',
  };

  it('shows a finished conversation with nothing to follow', () => {
    const shown = shownConversation(stored('done'), held);
    expect(shown.live).toBeNull();
    expect(shown.chat(initialChat)).toMatchObject({
      conversationId,
      keepHistory: false,
      busy: false,
    });
  });

  it('follows the answer still being generated from its first event when the tab held none', () => {
    const shown = shownConversation(stored('streaming'), null);
    expect(shown.mine).toBeNull();
    expect(shown.live).toEqual({
      conversationId,
      messageId: answerId,
      received: 0,
      content: '',
      reasoning: '',
    });
    expect(shown.chat(initialChat)).toMatchObject({ busy: true, waiting: false });
  });

  it('shows what the tab held of the answer and follows on after it', () => {
    const shown = shownConversation(stored('streaming'), held);
    expect(shown.live).toBe(held);
    expect(shown.mine).toBe(held);
    expect(shown.chat(initialChat).messages[1]).toMatchObject({
      id: answerId,
      content: '比特币短期',
      state: 'streaming',
    });
  });

  it('ignores what the tab held of another answer', () => {
    const shown = shownConversation(stored('streaming'), { ...held, messageId: questionId });
    expect(shown.mine).toBeNull();
    expect(shown.live?.received).toBe(0);
    expect(shown.chat(initialChat).messages[1]).toMatchObject({ content: '比特' });
  });
});
