import { messages as catalogue } from '@coinsight/domain/messages';
import type { AiMessageView } from '@coinsight/ui';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import {
  failureText,
  followAnswer,
  startFollowing,
  type FollowEvent,
  type FollowStep,
  type Following,
} from './answerFollowing.ts';
import type { Inflight } from './chatSession.ts';
import { initialChat, type AiChatState } from './chatState.ts';
import { withStreamError } from './messageViews.ts';

const m = catalogue.ai;

const localId = 'local-answer';
const conversationId = '0d5f7c1e-5a55-4c38-9a38-2b1f1f0c1a01';
const messageId = '7b0a4f52-9c1e-4d7e-8f3a-6c2d9e1b4a02';

const start: FollowEvent = {
  type: 'start',
  conversation_id: conversationId,
  message_id: messageId,
  question_id: '3e9c2a71-1b4d-4f60-a8c5-9d7e2f3b5c03',
  ai_id: 'deepseek-reasoner',
};

/** What the tab holds after the events 0–2 ("比特币" and a thought). */
const holding: Inflight = {
  conversationId,
  messageId,
  received: 3,
  content: '比特币',
  reasoning: '先看链上',
};

const following = (change: Partial<Following> = {}): Following => ({
  ...startFollowing(messageId, holding),
  held: false,
  ...change,
});

/** The chat while an answer is out: the question, then the answer as far as it came. */
const chatWith = (answer: Partial<AiMessageView> & { id: string }): AiChatState => ({
  ...initialChat,
  conversationId: null,
  busy: true,
  waiting: true,
  messages: [
    { id: 'q1', role: 'user', content: '比特币会涨吗？' },
    { role: 'assistant', content: '', state: 'streaming', ...answer },
  ],
});

const answerIn = (chat: AiChatState) => chat.messages[1];

const refused = (status: number) => new ApiError(status, `拒绝 ${status}`, 'refused');

interface Row {
  goal: string;
  from: Following;
  event: FollowEvent;
  /** The answer's message after the step (the question never changes). */
  answer: Partial<AiMessageView>;
  /** Flags of the chat after the step; busy and waiting start true. */
  chat?: Partial<Pick<AiChatState, 'busy' | 'waiting' | 'conversationId'>>;
  following?: Partial<Following>;
  remember: FollowStep['remember'];
  historyChanged?: boolean;
  loginNeeded?: boolean;
  next: FollowStep['next'];
}

const rows: Row[] = [
  {
    goal: 'a new answer’s start renames the tab’s message, opens the conversation and tells the history',
    from: startFollowing(localId),
    event: start,
    answer: { id: messageId, content: '' },
    chat: { conversationId },
    following: {
      messageId,
      inflight: { conversationId, messageId, received: 0, content: '', reasoning: '' },
    },
    remember: {
      conversationId,
      inflight: { conversationId, messageId, received: 0, content: '', reasoning: '' },
    },
    historyChanged: true,
    next: { type: 'read' },
  },
  {
    goal: 'a resumed answer’s start keeps what the tab held and is nothing new to the history',
    from: startFollowing(messageId, holding),
    event: start,
    answer: { id: messageId },
    chat: { conversationId },
    following: { messageId, inflight: holding, held: true },
    remember: { conversationId, inflight: holding },
    next: { type: 'read' },
  },
  {
    goal: 'a delta grows the answer and ends the waiting',
    from: following(),
    event: { type: 'delta', seq: 3, text: '短期震荡' },
    answer: { content: '比特币短期震荡', reasoning: '先看链上', state: 'streaming' },
    chat: { waiting: false },
    following: { inflight: { ...holding, received: 4, content: '比特币短期震荡' } },
    remember: { inflight: { ...holding, received: 4, content: '比特币短期震荡' } },
    next: { type: 'read' },
  },
  {
    goal: 'a reasoning piece grows the thinking, not the answer',
    from: following(),
    event: { type: 'reasoning', seq: 3, text: '再看宏观' },
    answer: { content: '比特币', reasoning: '先看链上再看宏观', state: 'streaming' },
    chat: { waiting: false },
    following: { inflight: { ...holding, received: 4, reasoning: '先看链上再看宏观' } },
    remember: { inflight: { ...holding, received: 4, reasoning: '先看链上再看宏观' } },
    next: { type: 'read' },
  },
  {
    goal: 'the usage event is counted and changes no text',
    from: following(),
    event: {
      type: 'usage',
      seq: 3,
      prompt_tokens: 10,
      completion_tokens: 20,
      reasoning_tokens: null,
    },
    answer: { content: '比特币', reasoning: '先看链上', state: 'streaming' },
    chat: { waiting: false },
    following: { inflight: { ...holding, received: 4 } },
    remember: { inflight: { ...holding, received: 4 } },
    next: { type: 'read' },
  },
  {
    goal: 'the facts event puts the facts the answer used on it and changes no text',
    from: following(),
    event: {
      type: 'facts',
      seq: 3,
      facts: [
        {
          key: 'series:DFEDTARU',
          title: '美联储基准利率上限',
          text: '3.75%',
          page: '/toFinancialData',
        },
      ],
    },
    answer: {
      content: '比特币',
      reasoning: '先看链上',
      state: 'streaming',
      facts: [
        {
          key: 'series:DFEDTARU',
          title: '美联储基准利率上限',
          text: '3.75%',
          page: '/toFinancialData',
        },
      ],
    },
    chat: { waiting: false },
    following: { inflight: { ...holding, received: 4 } },
    remember: { inflight: { ...holding, received: 4 } },
    next: { type: 'read' },
  },
  {
    goal: 'an event replayed after a resume is shown once',
    from: following(),
    event: { type: 'delta', seq: 2, text: '币' },
    answer: { content: '', state: 'streaming' },
    following: {},
    remember: null,
    next: { type: 'read' },
  },
  {
    goal: 'a numbered event before the start is ignored',
    from: startFollowing(localId),
    event: { type: 'delta', seq: 0, text: '比' },
    answer: { id: localId, content: '' },
    following: {},
    remember: null,
    next: { type: 'read' },
  },
  {
    goal: '[DONE] finishes the answer, frees the chat and forgets the answer held',
    from: following(),
    event: { type: 'done' },
    answer: { state: 'done' },
    chat: { busy: false, waiting: false },
    remember: { inflight: null },
    historyChanged: true,
    next: { type: 'end' },
  },
  {
    goal: 'an error event after some text keeps it and appends [流读取错误] with the reason',
    from: following(),
    event: { type: 'error', seq: 3, message: 'AI 服务繁忙' },
    answer: { content: withStreamError('比特币', 'AI 服务繁忙'), state: 'done' },
    chat: { busy: false, waiting: false },
    following: { inflight: { ...holding, received: 4 } },
    remember: { inflight: null },
    historyChanged: true,
    next: { type: 'end' },
  },
  {
    goal: 'an error event before any text is the answer itself, failed',
    from: following({ inflight: { ...holding, content: '' } }),
    event: { type: 'error', seq: 3, message: 'AI 服务繁忙' },
    answer: { content: 'AI 服务繁忙', state: 'failed' },
    chat: { busy: false, waiting: false },
    following: { inflight: { ...holding, content: '', received: 4 } },
    remember: { inflight: null },
    historyChanged: true,
    next: { type: 'end' },
  },
  {
    goal: 'a dropped connection resumes once, after the events held',
    from: following(),
    event: { type: 'broken', error: new Error('stream ended early') },
    answer: { content: '' },
    following: { resumed: true },
    remember: null,
    next: { type: 'resume', messageId, from: 3 },
  },
  {
    goal: 'a server failure (5xx) resumes too',
    from: following(),
    event: { type: 'broken', error: refused(502) },
    answer: { content: '' },
    following: { resumed: true },
    remember: null,
    next: { type: 'resume', messageId, from: 3 },
  },
  {
    goal: 'a second drop ends the answer with what came and [流读取错误]',
    from: following({ resumed: true }),
    event: { type: 'broken', error: new Error('stream ended early') },
    answer: { content: withStreamError('比特币'), state: 'done' },
    chat: { busy: false, waiting: false },
    remember: { inflight: null },
    historyChanged: true,
    next: { type: 'end' },
  },
  {
    goal: 'a refusal (4xx) of the resume is not resumed again',
    from: following(),
    event: { type: 'broken', error: refused(404) },
    answer: { content: withStreamError('比特币'), state: 'done' },
    chat: { busy: false, waiting: false },
    remember: { inflight: null },
    historyChanged: true,
    next: { type: 'end' },
  },
  {
    goal: 'a question refused before it started shows the server’s reason as the failed answer',
    from: startFollowing(localId),
    event: { type: 'broken', error: refused(429) },
    answer: { id: localId, content: '拒绝 429', state: 'failed' },
    chat: { busy: false, waiting: false },
    remember: { inflight: null },
    historyChanged: true,
    next: { type: 'end' },
  },
  {
    goal: 'a visitor refused with 401 is asked to log in',
    from: startFollowing(localId),
    event: { type: 'broken', error: refused(401) },
    answer: { id: localId, content: '拒绝 401', state: 'failed' },
    chat: { busy: false, waiting: false },
    remember: { inflight: null },
    historyChanged: true,
    loginNeeded: true,
    next: { type: 'end' },
  },
  {
    goal: 'a network failure before the start shows the spec’s failure text',
    from: startFollowing(localId),
    event: { type: 'broken', error: new TypeError('Failed to fetch') },
    answer: { id: localId, content: m.failed, state: 'failed' },
    chat: { busy: false, waiting: false },
    remember: { inflight: null },
    historyChanged: true,
    next: { type: 'end' },
  },
];

describe('followAnswer', () => {
  it.each(rows)('$goal', (row) => {
    const before = chatWith({ id: row.from.messageId });
    const step = followAnswer(row.from, row.event);
    const after = step.chat(before);

    expect(answerIn(after)).toEqual({ ...answerIn(before), ...row.answer });
    expect(after.messages[0]).toBe(before.messages[0]);
    expect({
      busy: after.busy,
      waiting: after.waiting,
      conversationId: after.conversationId,
    }).toEqual({ busy: true, waiting: true, conversationId: null, ...row.chat });
    expect(step.following).toEqual({ ...row.from, ...row.following });
    expect(step.remember).toEqual(row.remember);
    expect(step.historyChanged).toBe(row.historyChanged ?? false);
    expect(step.loginNeeded).toBe(row.loginNeeded ?? false);
    expect(step.next).toEqual(row.next);
  });

  it('follows a whole answer that drops once and resumes into the same text, shown once', () => {
    const events: FollowEvent[] = [
      start,
      { type: 'delta', seq: 0, text: '比特币' },
      { type: 'delta', seq: 1, text: '短期' },
      { type: 'broken', error: new Error('stream ended early') },
      // The resume from 2 replays nothing; a server that repeats seq 1 is ignored all the same.
      start,
      { type: 'delta', seq: 1, text: '短期' },
      { type: 'delta', seq: 2, text: '震荡' },
      { type: 'done' },
    ];
    let chat = chatWith({ id: localId });
    let state = startFollowing(localId);
    const nexts: FollowStep['next']['type'][] = [];
    for (const event of events) {
      const step = followAnswer(state, event);
      state = step.following;
      chat = step.chat(chat);
      nexts.push(step.next.type);
    }
    expect(nexts).toEqual(['read', 'read', 'read', 'resume', 'read', 'read', 'read', 'end']);
    expect(answerIn(chat)).toMatchObject({
      id: messageId,
      content: '比特币短期震荡',
      state: 'done',
    });
    expect(chat).toMatchObject({ busy: false, waiting: false, conversationId });
  });
});

describe('failureText', () => {
  it('gives the server’s reason for a refusal and the spec’s text otherwise', () => {
    expect(failureText(refused(409))).toBe('拒绝 409');
    expect(failureText(new ApiError(0, '网络连接失败', 'network'))).toBe(m.failed);
    expect(failureText(new Error('boom'))).toBe(m.failed);
  });
});
