import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  aiConversation,
  aiMessageMaxLength,
  aiModel,
  aiModels,
  aiStreamEvent,
  conversation,
  conversations,
  deleteConversation,
  exportConversation,
  model,
  quota,
  resume,
} from './ai.ts';
import { endpointsByArea } from './index.ts';

const m = messages.ai;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('ai endpoint matches the spec’s call table', () => {
  it('is POST /api/v1/chart/model/ for logged-in members with the CSRF header', () => {
    expect([model.method, model.path, model.role, model.csrf]).toEqual([
      'POST',
      '/api/v1/chart/model/',
      'user',
      true,
    ]);
    expect(model.produces).toBe('application/json');
    expect(model.description).toMatch(/text\/event-stream/);
  });

  it('registers the question, the resume stream, the history, the export and the quota', () => {
    expect(endpointsByArea.ai.map((e) => [e.id, e.method, e.path, e.role])).toEqual([
      ['ai.model', 'POST', '/api/v1/chart/model/', 'user'],
      ['ai.resume', 'GET', '/api/v1/chart/model/stream/{message_id}/', 'user'],
      ['ai.conversations', 'GET', '/api/v1/chart/model/conversations/', 'user'],
      ['ai.conversation', 'GET', '/api/v1/chart/model/conversations/{id}/', 'user'],
      ['ai.deleteConversation', 'DELETE', '/api/v1/chart/model/conversations/{id}/', 'user'],
      ['ai.exportConversation', 'GET', '/api/v1/chart/model/conversations/{id}/export/', 'user'],
      ['ai.quota', 'GET', '/api/v1/chart/model/quota/', 'user'],
    ]);
    expect(resume.produces).toBe('text/event-stream');
    expect(exportConversation.produces).toBe('text/plain');
    expect(deleteConversation.csrf).toBe(true);
    for (const e of endpointsByArea.ai) expect(e.description).toMatch(/Decision: role user/);
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
    });
  });

  it('continues a stored conversation by its id, the server holding the history', () => {
    const id = '0b6c3c1e-3f7a-4b8e-9d3a-2a1f5e6c7d80';
    const body = model.body.parse({
      message: '那现在呢？',
      stream: true,
      deep: true,
      have_history: true,
      ai_id: 'deepseek-reasoner',
      conversation_id: id,
    });
    expect(body.conversation_id).toBe(id);
  });

  it.each([
    [{ ai_id: 'deepseek-chat' }, m.messageBlank],
    [{ message: '   ', ai_id: 'deepseek-chat' }, m.messageBlank],
    [{ message: '问'.repeat(aiMessageMaxLength + 1), ai_id: 'deepseek-chat' }, m.messageTooLong],
    [{ message: '你好' }, m.modelUnknown],
    [{ message: '你好', ai_id: 'gpt-4o' }, m.modelUnknown],
    [{ message: '你好', ai_id: 'deepseek-chat', deep: true }, m.deepMismatch],
    [{ message: '你好', ai_id: 'deepseek-chat', conversation_id: '42' }, m.conversationIdInvalid],
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
    // The client no longer sends earlier turns: the server holds them.
    expect(
      model.body.safeParse({ message: '你好', ai_id: 'deepseek-chat', history: [] }).success,
    ).toBe(false);
  });
});

describe('stream events', () => {
  it('start with the ids, then numbered reasoning, delta, usage or error pieces', () => {
    const id = '0b6c3c1e-3f7a-4b8e-9d3a-2a1f5e6c7d80';
    expect(
      aiStreamEvent.safeParse({
        type: 'start',
        conversation_id: id,
        message_id: id,
        question_id: id,
        ai_id: 'deepseek-chat',
      }).success,
    ).toBe(true);
    expect(aiStreamEvent.safeParse({ type: 'delta', seq: 0, text: '比特' }).success).toBe(true);
    expect(aiStreamEvent.safeParse({ type: 'reasoning', seq: 1, text: '嗯' }).success).toBe(true);
    expect(aiStreamEvent.safeParse({ type: 'error', seq: 2, message: m.failed }).success).toBe(
      true,
    );
    expect(aiStreamEvent.safeParse({ type: 'delta', text: '比特' }).success).toBe(false);
    expect(aiStreamEvent.safeParse({ delta: '比特' }).success).toBe(false);
  });
});

describe('history and resume', () => {
  const id = '0b6c3c1e-3f7a-4b8e-9d3a-2a1f5e6c7d80';

  it('a conversation is the spec’s record: id, model, keepHistory, messages, timestamp', () => {
    const parsed = aiConversation.parse({
      id,
      model: aiModels[0],
      keepHistory: true,
      title: 'MVRV 是什么？',
      messageCount: 1,
      timestamp: '2026-11-24T10:00:00.000Z',
      messages: [
        {
          id,
          role: 'user',
          content: 'MVRV 是什么？',
          reasoning: null,
          status: 'done',
          error: null,
          timestamp: '2026-11-24T10:00:00.000Z',
        },
      ],
    });
    expect(Object.keys(parsed)).toEqual(
      expect.arrayContaining(['id', 'model', 'keepHistory', 'messages', 'timestamp']),
    );
  });

  it('resume takes a message id and a non-negative offset', () => {
    expect(resume.query.parse({})).toEqual({ from: 0 });
    expect(resume.query.parse({ from: '7' })).toEqual({ from: 7 });
    expect(firstMessage(resume.query, { from: '-1' })).toBe(m.offsetInvalid);
    expect(firstMessage(resume.params, { message_id: 'abc' })).toBe(m.messageIdInvalid);
    expect(firstMessage(conversation.params, { id: 'abc' })).toBe(m.conversationIdInvalid);
  });

  it('lists, quota and the export need no input', () => {
    expect(conversations.query.safeParse({}).success).toBe(true);
    expect(quota.query.safeParse({}).success).toBe(true);
  });
});
