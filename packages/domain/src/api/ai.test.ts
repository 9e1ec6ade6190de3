import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import { aiMessageMaxLength, aiModel, aiModels, aiStreamEvent, model } from './ai.ts';
import { endpointsByArea } from './index.ts';

const m = messages.ai;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('ai endpoint matches the spec’s call table', () => {
  it('is POST /api/v1/chart/model/ for VIPs with the CSRF header', () => {
    expect([model.method, model.path, model.role, model.csrf]).toEqual([
      'POST',
      '/api/v1/chart/model/',
      'vip',
      true,
    ]);
    expect(model.produces).toBe('application/json');
    expect(model.description).toMatch(/text\/event-stream/);
  });

  it('registers exactly this endpoint in the ai area', () => {
    expect(endpointsByArea.ai.map((e) => e.id)).toEqual(['ai.model']);
  });
});

describe('model list', () => {
  it('offers the deep-thinking and the chat model of spec 3 §2.9', () => {
    expect(aiModels.map((x) => [x.id, x.deep])).toEqual([
      ['deepseek-reasoner', true],
      ['deepseek-chat', false],
    ]);
    for (const entry of aiModels) expect(aiModel.safeParse(entry).success).toBe(true);
  });
});

describe('question body', () => {
  it('defaults to a single-turn, non-streamed question and trims the message', () => {
    expect(model.body.parse({ message: '  比特币减半是什么？ ', ai_id: 'deepseek-chat' })).toEqual({
      message: '比特币减半是什么？',
      stream: false,
      have_history: false,
      ai_id: 'deepseek-chat',
      history: [],
    });
  });

  it('takes a multi-turn streamed question with earlier turns', () => {
    const body = model.body.parse({
      message: '那现在呢？',
      stream: true,
      deep: true,
      have_history: true,
      ai_id: 'deepseek-reasoner',
      history: [
        { role: 'user', content: 'MVRV 是什么？' },
        { role: 'assistant', content: '市值与已实现市值之比。' },
      ],
    });
    expect(body.history).toHaveLength(2);
  });

  it.each([
    [{ ai_id: 'deepseek-chat' }, m.messageBlank],
    [{ message: '   ', ai_id: 'deepseek-chat' }, m.messageBlank],
    [{ message: '问'.repeat(aiMessageMaxLength + 1), ai_id: 'deepseek-chat' }, m.messageTooLong],
    [{ message: '你好' }, m.modelUnknown],
    [{ message: '你好', ai_id: 'gpt-4o' }, m.modelUnknown],
    [{ message: '你好', ai_id: 'deepseek-chat', deep: true }, m.deepMismatch],
    [
      {
        message: '你好',
        ai_id: 'deepseek-chat',
        history: Array.from({ length: 21 }, () => ({ role: 'user', content: '嗯' })),
      },
      m.historyTooLong,
    ],
  ])('refuses %# with its message', (body, message) => {
    expect(firstMessage(model.body, body)).toBe(message);
  });

  it('refuses a string where the stream flag belongs and unknown fields', () => {
    expect(
      model.body.safeParse({ message: '你好', ai_id: 'deepseek-chat', stream: 'true' }).success,
    ).toBe(false);
    expect(
      model.body.safeParse({ message: '你好', ai_id: 'deepseek-chat', temperature: 2 }).success,
    ).toBe(false);
  });
});

describe('stream events', () => {
  it('are a text delta or an error', () => {
    expect(aiStreamEvent.safeParse({ delta: '比特' }).success).toBe(true);
    expect(aiStreamEvent.safeParse({ error: m.failed }).success).toBe(true);
    expect(aiStreamEvent.safeParse({ content: '比特' }).success).toBe(false);
  });
});
