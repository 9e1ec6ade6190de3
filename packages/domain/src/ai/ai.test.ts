import { describe, expect, it } from 'vitest';
import { aiModels, type AiConversation, type AiStreamEvent } from '../api/ai.ts';
import { messages } from '../messages/index.ts';
import {
  AiStreamReader,
  aiDailyLimit,
  aiQuestionAllowed,
  aiQuotaState,
  answerOf,
  conversationFileName,
  conversationMarkdown,
  conversationTitle,
  conversationsToEvict,
  readAiStream,
  resumeOffset,
  sseData,
  sseDone,
  sseKeepAlive,
  upstreamTurns,
} from './index.ts';

const id = '0b6c3c1e-3f7a-4b8e-9d3a-2a1f5e6c7d80';

describe('quota', () => {
  it('gives a VIP the VIP tier and counts by the Beijing day', () => {
    expect(aiDailyLimit(true, { member: 20, vip: 200 })).toBe(200);
    expect(aiDailyLimit(false, { member: 20, vip: 200 })).toBe(20);
    // 16:30 UTC is 00:30 the next day in Beijing: the day resets at 16:00 UTC.
    expect(aiQuotaState(20, 3, '2026-11-24T16:30:00Z')).toEqual({
      limit: 20,
      used: 3,
      remaining: 17,
      resets_at: '2026-11-25T16:00:00.000Z',
    });
    expect(aiQuotaState(20, 3, '2026-11-24T15:59:59Z').resets_at).toBe('2026-11-24T16:00:00.000Z');
    expect(aiQuotaState(2, 5, '2026-11-24T00:00:00Z').remaining).toBe(0);
    expect([aiQuestionAllowed(2, 1), aiQuestionAllowed(2, 2)]).toEqual([true, false]);
  });
});

describe('history', () => {
  it('titles a conversation by its first question on one line, cut to 40 characters', () => {
    expect(conversationTitle('  MVRV\n是什么？ ')).toBe('MVRV 是什么？');
    const long = conversationTitle('问'.repeat(60));
    expect([...long]).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('sends the stored turns only in multi-turn mode, the last 20, starting on a question', () => {
    const earlier = Array.from({ length: 25 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `第${i}条`,
    }));
    expect(upstreamTurns(earlier, '现在呢？', false)).toEqual([
      { role: 'user', content: '现在呢？' },
    ]);
    const multi = upstreamTurns(earlier, '现在呢？', true);
    expect(multi[0]).toEqual({ role: 'user', content: '第6条' });
    expect(multi).toHaveLength(20);
    expect(multi.at(-1)).toEqual({ role: 'user', content: '现在呢？' });
    const cut = upstreamTurns([{ role: 'user', content: 'a'.repeat(9000) }], '?', true);
    expect(cut[0]!.content).toHaveLength(8000);
  });

  it('evicts beyond 10 conversations, oldest first', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `c${i}`);
    expect(conversationsToEvict(ids)).toEqual(['c9', 'c10', 'c11']);
    expect(conversationsToEvict(ids.slice(0, 9))).toEqual([]);
  });
});

describe('stream format', () => {
  const events: AiStreamEvent[] = [
    {
      type: 'start',
      conversation_id: id,
      message_id: id,
      question_id: id,
      ai_id: 'deepseek-reasoner',
    },
    { type: 'reasoning', seq: 0, text: '想一想' },
    { type: 'delta', seq: 1, text: '你好' },
    { type: 'delta', seq: 2, text: '😊' },
  ];

  it('reads back what it writes, whatever the chunking, skipping keep-alive lines', () => {
    const body = events.map(sseData).join('') + sseKeepAlive + sseDone;
    for (const size of [1, 3, 7, body.length]) {
      const reader = new AiStreamReader();
      for (let i = 0; i < body.length; i += size) reader.push(body.slice(i, i + size));
      expect(reader.state).toEqual({ events, done: true });
    }
    expect(answerOf(events)).toEqual({ text: '你好😊', reasoning: '想一想' });
    expect(resumeOffset(events)).toBe(3);
  });

  it('refuses an event outside the contract', () => {
    expect(() => readAiStream('data: {"delta":"x"}\n\n')).toThrow();
  });
});

describe('markdown export', () => {
  const conversation: AiConversation = {
    id,
    model: aiModels[0],
    keepHistory: true,
    title: 'MVRV 是什么？',
    messageCount: 2,
    timestamp: '2026-11-24T02:00:00.000Z',
    messages: [
      {
        id,
        role: 'user',
        content: 'MVRV 是什么？',
        reasoning: null,
        status: 'done',
        error: null,
        timestamp: '2026-11-24T02:00:00.000Z',
      },
      {
        id,
        role: 'assistant',
        content: '市值与**已实现市值**之比。',
        reasoning: '先定义\n\n再举例',
        status: 'failed',
        error: messages.ai.failed,
        timestamp: '2026-11-24T02:00:05.000Z',
      },
    ],
  };

  it('names the model, the mode and Beijing times, quotes the reasoning and marks an unfinished answer', () => {
    const md = conversationMarkdown(conversation);
    expect(md).toContain('# 币见 AI 对话：MVRV 是什么？');
    expect(md).toContain('- 模型：币见深度思考（deepseek-reasoner）');
    expect(md).toContain('- 模式：多轮');
    expect(md).toContain('## 我 · 2026-11-24 10:00');
    expect(md).toContain('## AI 助手 · 2026-11-24 10:00');
    expect(md).toContain('> 先定义\n>\n> 再举例');
    expect(md).toContain('市值与**已实现市值**之比。\n\n（回答未完成）');
  });

  it('names the file after the title and the Beijing day', () => {
    expect(conversationFileName(conversation)).toBe('币见AI对话-MVRV-是什么？-2026-11-24.md');
  });
});
