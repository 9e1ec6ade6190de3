import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf, readAiStream, resumeOffset } from '@coinsight/domain/ai';
import { messages } from '@coinsight/domain/messages';
import {
  buildPath,
  conversation,
  conversations,
  deleteConversation,
  exportConversation,
  quota,
  resume,
  type AiConversation,
  type AiStreamEvent,
} from '../src/contract.ts';
import { ask, del, get, httpMember, readEvents, type HttpMember } from './aiHttp.ts';
import { recordedPayloads, startFakeAiUpstream, type FakeAiUpstream } from './fakeAiUpstream.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';

const m = messages.ai;

interface RecordedChunk {
  choices: Array<{ delta: { content?: string | null; reasoning_content?: string | null } }>;
  usage?: { completion_tokens: number };
}

/** The recording read on its own terms (JSON per data line), not through the code under test. */
function recorded(upTo?: number) {
  const chunks = recordedPayloads()
    .filter((p) => p !== '[DONE]')
    .map((p) => JSON.parse(p) as RecordedChunk);
  const part = chunks.slice(0, upTo);
  const join = (key: 'content' | 'reasoning_content') =>
    part.map((c) => c.choices[0]?.delta[key] ?? '').join('');
  return { text: join('content'), reasoning: join('reasoning_content'), chunks };
}

/**
 * The upstream request that carried `question` last. The daily-analysis job shares the upstream
 * on a real clock, so the newest request is not always the assistant's.
 */
function requestAsking(upstream: FakeAiUpstream, question: string) {
  return upstream.requests.findLast((r) =>
    r.messages.some(
      (x) => typeof x === 'object' && x !== null && 'content' in x && x.content === question,
    ),
  );
}

const numbered = (events: AiStreamEvent[]) => events.filter((e) => e.type !== 'start');
const startOf = (events: AiStreamEvent[]) => {
  const start = events[0];
  if (start?.type !== 'start') throw new Error('the stream did not begin with start');
  return start;
};

describe.each(databaseKinds)('AI assistant through the real server on %s', (kind) => {
  let upstream: FakeAiUpstream;
  beforeAll(async () => {
    upstream = await startFakeAiUpstream();
  });
  afterAll(() => upstream.close());

  const suite = serverPerSuite(kind, {
    listen: true,
    realClock: true,
    env: () => ({
      AI_API_KEY: 'sk-test-0123456789',
      AI_BASE_URL: upstream.baseUrl,
      AI_MODEL_DEEP: 'upstream-deep',
      AI_MODEL_NORMAL: 'upstream-chat',
      AI_DAILY_QUOTA_MEMBER: '30',
      AI_DAILY_QUOTA_VIP: '60',
    }),
  });
  let member: HttpMember;
  beforeEach(async () => {
    upstream.behave({ kind: 'replay' });
    suite.server.services.ai.timings.graceMs = 30_000;
    member = await httpMember(suite.server);
  });

  const conversationOf = async (who: HttpMember, id: string) =>
    (await (await get(suite.server, who, buildPath(conversation.path, { id }))).json()) as {
      data: AiConversation;
    };

  it('streams exactly the recording’s reasoning and text, numbered, ended by [DONE], and stores it', async () => {
    const res = await ask(suite.server, member, {
      message: '你好！',
      stream: true,
      ai_id: 'deepseek-reasoner',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { events, done } = await readEvents(res);
    const expected = recorded();
    expect(done).toBe(true);
    expect(answerOf(events)).toEqual({ text: expected.text, reasoning: expected.reasoning });
    expect(numbered(events).map((e) => ('seq' in e ? e.seq : -1))).toEqual(
      numbered(events).map((_, i) => i),
    );
    const usage = events.find((e) => e.type === 'usage');
    expect(usage && 'completion_tokens' in usage ? usage.completion_tokens : null).toBe(
      expected.chunks.at(-1)?.usage?.completion_tokens,
    );
    // The product's model id is mapped to the configured upstream id.
    expect(requestAsking(upstream, '你好！')?.model).toBe('upstream-deep');

    const stored = await conversationOf(member, startOf(events).conversation_id);
    expect(stored.data.messages.map((x) => [x.role, x.status])).toEqual([
      ['user', 'done'],
      ['assistant', 'done'],
    ]);
    expect(stored.data.messages[1]).toMatchObject({
      id: startOf(events).message_id,
      content: expected.text,
      reasoning: expected.reasoning,
    });
  });

  it('answers JSON without stream, and sends the stored history only in multi-turn', async () => {
    const first = await ask(suite.server, member, { message: '问题一', ai_id: 'deepseek-chat' });
    const body = (await first.json()) as {
      data: { message: string; reasoning: string | null; conversation_id: string };
    };
    expect(body.data.message).toBe(recorded().text);
    expect(requestAsking(upstream, '问题一')?.model).toBe('upstream-chat');

    await ask(suite.server, member, {
      message: '问题二',
      ai_id: 'deepseek-chat',
      have_history: true,
      conversation_id: body.data.conversation_id,
    });
    expect(requestAsking(upstream, '问题二')?.messages.slice(1)).toEqual([
      { role: 'user', content: '问题一' },
      { role: 'assistant', content: recorded().text },
      { role: 'user', content: '问题二' },
    ]);
    await ask(suite.server, member, {
      message: '问题三',
      ai_id: 'deepseek-chat',
      conversation_id: body.data.conversation_id,
    });
    expect(requestAsking(upstream, '问题三')?.messages.slice(1)).toEqual([
      { role: 'user', content: '问题三' },
    ]);
    const stored = await conversationOf(member, body.data.conversation_id);
    expect(stored.data.keepHistory).toBe(false);
    expect(stored.data.messages).toHaveLength(6);

    const otherModel = await ask(suite.server, member, {
      message: '换模型',
      ai_id: 'deepseek-reasoner',
      conversation_id: body.data.conversation_id,
    });
    expect(otherModel.status).toBe(400);
    expect(((await otherModel.json()) as { message: string }).message).toBe(m.modelChanged);
  });

  it.each(['end', 'destroy'] as const)(
    'reports an upstream that stops mid-stream (%s) with the spec’s text and keeps the partial answer',
    async (how) => {
      upstream.behave({ kind: 'stop', after: 8, how });
      const res = await ask(suite.server, member, {
        message: '你好',
        stream: true,
        ai_id: 'deepseek-reasoner',
      });
      const { events, done } = await readEvents(res);
      expect(done).toBe(true);
      expect(events.at(-1)).toMatchObject({ type: 'error', message: m.failed });
      const partial = recorded(8);
      expect(answerOf(events)).toEqual({ text: partial.text, reasoning: partial.reasoning });
      const stored = await conversationOf(member, startOf(events).conversation_id);
      expect(stored.data.messages[1]).toMatchObject({
        status: 'failed',
        content: partial.text,
        error: m.failed,
      });
    },
  );

  it.each([
    [429, m.upstreamBusy],
    [401, m.upstreamAuth],
    [500, m.failed],
  ] as const)(
    'turns an upstream %i into its Chinese text, in both modes, uncharged',
    async (status, text) => {
      upstream.behave({ kind: 'status', status });
      const streamed = await ask(suite.server, member, {
        message: '你好',
        stream: true,
        ai_id: 'deepseek-chat',
      });
      const { events, done } = await readEvents(streamed);
      expect(done).toBe(true);
      expect(numbered(events)).toEqual([{ type: 'error', seq: 0, message: text }]);

      const plain = await ask(suite.server, member, { message: '你好', ai_id: 'deepseek-chat' });
      expect(plain.status).toBe(502);
      expect(((await plain.json()) as { message: string }).message).toBe(text);

      const left = (await (await get(suite.server, member, quota.path)).json()) as {
        data: { used: number };
      };
      expect(left.data.used).toBe(0);
    },
  );

  it('cancels the upstream request when the reader leaves for good', async () => {
    suite.server.services.ai.timings.graceMs = 50;
    // The recording's first chunk only names the role: five chunks are four reasoning pieces.
    upstream.behave({ kind: 'hold', after: 5 });
    const aborted = upstream.nextAbort();
    const abort = new AbortController();
    const res = await ask(
      suite.server,
      member,
      { message: '你好', stream: true, ai_id: 'deepseek-reasoner' },
      abort.signal,
    );
    const { events } = await readEvents(res, { stopAfter: 4, abort });
    expect(await Promise.race([aborted.then(() => 'aborted'), sleep(3000).then(() => 'no')])).toBe(
      'aborted',
    );
    upstream.release();
    const id = startOf(events).conversation_id;
    await until(
      async () => (await conversationOf(member, id)).data.messages[1]?.status === 'failed',
    );
    expect((await conversationOf(member, id)).data.messages[1]?.reasoning).toBe(
      recorded(5).reasoning,
    );
  });

  it('resumes after a refresh: every event exactly once, then a finished answer replays whole', async () => {
    upstream.behave({ kind: 'hold', after: 5 });
    const abort = new AbortController();
    const res = await ask(
      suite.server,
      member,
      { message: '你好', stream: true, ai_id: 'deepseek-reasoner' },
      abort.signal,
    );
    const before = await readEvents(res, { stopAfter: 3, abort });
    const messageId = startOf(before.events).message_id;
    const from = resumeOffset(before.events);

    const again = await get(
      suite.server,
      member,
      `${buildPath(resume.path, { message_id: messageId })}?from=${from}`,
    );
    expect(again.status).toBe(200);
    upstream.release();
    const after = await readEvents(again);
    expect(after.done).toBe(true);
    expect(startOf(after.events).message_id).toBe(messageId);
    const all = [...numbered(before.events), ...numbered(after.events)];
    expect(all.map((e) => ('seq' in e ? e.seq : -1))).toEqual(all.map((_, i) => i));
    expect(answerOf(all)).toEqual({ text: recorded().text, reasoning: recorded().reasoning });

    const replay = await get(
      suite.server,
      member,
      buildPath(resume.path, { message_id: messageId }),
    );
    const whole = readAiStream(await replay.text());
    expect(whole.done).toBe(true);
    expect(numbered(whole.events)).toEqual(all);

    const tooFar = await get(
      suite.server,
      member,
      `${buildPath(resume.path, { message_id: messageId })}?from=${all.length + 1}`,
    );
    expect(tooFar.status).toBe(400);
    const stranger = await httpMember(suite.server);
    const theirs = await get(
      suite.server,
      stranger,
      buildPath(resume.path, { message_id: messageId }),
    );
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { message: string }).message).toBe(m.streamNotFound);
    const unknown = await get(
      suite.server,
      member,
      buildPath(resume.path, { message_id: crypto.randomUUID() }),
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a visitor with 401 and hides a member’s conversation from another (404)', async () => {
    const visitor = await ask(suite.server, null, { message: '你好', ai_id: 'deepseek-chat' });
    expect(visitor.status).toBe(401);
    expect((await get(suite.server, null, conversations.path)).status).toBe(401);

    const res = await ask(suite.server, member, { message: '我的秘密', ai_id: 'deepseek-chat' });
    const { data } = (await res.json()) as { data: { conversation_id: string } };
    const id = data.conversation_id;
    const stranger = await httpMember(suite.server);
    for (const path of [conversation.path, exportConversation.path]) {
      const seen = await get(suite.server, stranger, buildPath(path, { id }));
      expect(seen.status).toBe(404);
      expect(((await seen.json()) as { message: string }).message).toBe(m.conversationNotFound);
    }
    expect(
      (await del(suite.server, stranger, buildPath(deleteConversation.path, { id }))).status,
    ).toBe(404);
    const continued = await ask(suite.server, stranger, {
      message: '继续',
      ai_id: 'deepseek-chat',
      conversation_id: id,
    });
    expect(continued.status).toBe(404);
    expect((await get(suite.server, member, buildPath(conversation.path, { id }))).status).toBe(
      200,
    );
  });

  it('keeps the last 10 conversations, exports one as Markdown and deletes it', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await ask(suite.server, member, {
        message: `第${i}个问题`,
        ai_id: 'deepseek-chat',
      });
      ids.push(((await res.json()) as { data: { conversation_id: string } }).data.conversation_id);
    }
    const list = (await (await get(suite.server, member, conversations.path)).json()) as {
      data: Array<{ id: string; title: string; messageCount: number }>;
    };
    expect(list.data.map((c) => c.id)).toEqual(ids.slice(1).reverse());
    expect(list.data[0]).toMatchObject({ title: '第11个问题', messageCount: 2 });

    const exported = await get(
      suite.server,
      member,
      buildPath(exportConversation.path, { id: ids[10]! }),
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; .*filename\*=UTF-8''.*\.md$/,
    );
    const markdown = await exported.text();
    expect(markdown).toContain('# 币见 AI 对话：第11个问题');
    expect(markdown).toContain(recorded().text);

    const gone = await del(
      suite.server,
      member,
      buildPath(deleteConversation.path, { id: ids[10]! }),
    );
    expect(gone.status).toBe(200);
    expect(
      (await get(suite.server, member, buildPath(conversation.path, { id: ids[10]! }))).status,
    ).toBe(404);
    expect(
      (await del(suite.server, member, buildPath(deleteConversation.path, { id: ids[10]! })))
        .status,
    ).toBe(404);
  });

  it('refuses a continuation while the previous answer is still being generated (409)', async () => {
    upstream.behave({ kind: 'hold', after: 3 });
    const abort = new AbortController();
    const res = await ask(
      suite.server,
      member,
      { message: '慢慢说', stream: true, ai_id: 'deepseek-chat' },
      abort.signal,
    );
    const { events } = await readEvents(res, { stopAfter: 2, abort });
    const busy = await ask(suite.server, member, {
      message: '再问',
      ai_id: 'deepseek-chat',
      conversation_id: startOf(events).conversation_id,
    });
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { message: string }).message).toBe(m.answerInProgress);
    upstream.release();
  });
});

describe.each(databaseKinds)('AI daily quota on %s', (kind) => {
  let upstream: FakeAiUpstream;
  beforeAll(async () => {
    upstream = await startFakeAiUpstream();
  });
  afterAll(() => upstream.close());
  const suite = serverPerSuite(kind, {
    listen: true,
    realClock: true,
    env: () => ({
      AI_API_KEY: 'sk-test-0123456789',
      AI_BASE_URL: upstream.baseUrl,
      AI_DAILY_QUOTA_MEMBER: '2',
      AI_DAILY_QUOTA_VIP: '3',
    }),
  });

  it('answers 429 with the member’s text once the day’s questions are used, and gives a VIP more', async () => {
    const member = await httpMember(suite.server);
    for (let i = 0; i < 2; i++)
      expect(
        (await ask(suite.server, member, { message: '问', ai_id: 'deepseek-chat' })).status,
      ).toBe(200);
    const refused = await ask(suite.server, member, { message: '问', ai_id: 'deepseek-chat' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(m.quotaUsedMember);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const left = (await (await get(suite.server, member, quota.path)).json()) as {
      data: { limit: number; used: number; remaining: number; offline: boolean };
    };
    expect(left.data).toMatchObject({ limit: 2, used: 2, remaining: 0, offline: false });

    const vip = await httpMember(suite.server, {
      vipExpiry: new Date(Date.now() + 86_400_000 * 5),
    });
    const asked = await Promise.all(
      Array.from({ length: 5 }, () =>
        ask(suite.server, vip, { message: '问', ai_id: 'deepseek-chat' }),
      ),
    );
    // Five at once against a quota of three: exactly three get through.
    expect(asked.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function until(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error('condition not met in time');
}
