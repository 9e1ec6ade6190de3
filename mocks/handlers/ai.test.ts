import {
  aiConversation,
  aiStreamDone,
  aiStreamEvent,
  conversations,
  quota,
  type AiStreamEvent,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiAnswers, aiReasoning, demoAnswerId, demoConversationIds } from '../fixtures/ai.ts';
import { mocks, resetAiMockState, setAiMockPace } from './ai.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetAiMockState());
afterAll(() => server.close());

const origin = 'http://mock.test/api/v1/chart/model';

const ask = (body: object): Promise<Response> =>
  fetch(`${origin}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const getJson = async (path: string) =>
  (await fetch(`${origin}${path}`)).json() as Promise<unknown>;

/** Reads a text/event-stream to its end: the parsed events and the raw blocks. */
async function readEvents(response: Response, stopAfter = Infinity) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    if (text.split('\n\n').length - 1 >= stopAfter) {
      await reader.cancel();
      break;
    }
  }
  // A chunk may carry several events; a reader that stops keeps only the ones it counted.
  const blocks = text
    .split('\n\n')
    .filter((block) => block !== '')
    .slice(0, stopAfter);
  const events = blocks
    .map((block) => block.replace(/^data: /, ''))
    .filter((data) => data !== aiStreamDone)
    .map((data) => aiStreamEvent.parse(JSON.parse(data)));
  return { blocks, events };
}

const textOf = (events: AiStreamEvent[], type: 'delta' | 'reasoning') =>
  events.map((event) => (event.type === type ? event.text : '')).join('');

describe('ai mock', () => {
  it('answers JSON with the Markdown, the reasoning and the ids when stream is off', async () => {
    const response = await ask({ message: '后市怎么看？', ai_id: 'deepseek-reasoner', deep: true });
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data.message).toBe(aiAnswers['deepseek-reasoner']);
    expect(body.data.reasoning).toBe(aiReasoning['deepseek-reasoner']);
    const list = conversations.response.parse(await getJson('/conversations/'));
    expect(list.data[0]).toMatchObject({ id: body.data.conversation_id, title: '后市怎么看？' });
  });

  it('streams start, numbered reasoning and delta pieces, usage, then [DONE]', async () => {
    const response = await ask({
      message: '后市怎么看？',
      ai_id: 'deepseek-reasoner',
      stream: true,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { blocks, events } = await readEvents(response);
    expect(blocks.at(-1)).toBe(`data: ${aiStreamDone}`);
    expect(events[0]?.type).toBe('start');
    const numbered = events.slice(1);
    expect(numbered.map((event) => ('seq' in event ? event.seq : -1))).toEqual(
      numbered.map((_event, index) => index),
    );
    expect(textOf(events, 'reasoning')).toBe(aiReasoning['deepseek-reasoner']);
    expect(textOf(events, 'delta')).toBe(aiAnswers['deepseek-reasoner']);
    expect(events.at(-1)?.type).toBe('usage');
  });

  it('resumes an answer from an offset: each event once, nothing lost', async () => {
    setAiMockPace(5);
    const first = await readEvents(
      await ask({ message: 'MVRV 指标怎么看？', ai_id: 'deepseek-chat', stream: true }),
      4,
    );
    const start = first.events[0] as Extract<AiStreamEvent, { type: 'start' }>;
    const held = first.events.length - 1;
    expect(held).toBe(3);
    const rest = await readEvents(
      await fetch(`${origin}/stream/${start.message_id}/?from=${held}`),
    );
    expect(rest.events[0]).toEqual(start);
    expect(rest.events[1]).toMatchObject({ seq: held });
    expect(textOf([...first.events, ...rest.events.slice(1)], 'delta')).toBe(
      aiAnswers['deepseek-chat'],
    );
  });

  it('shows an answer still streaming with its text so far in the conversation', async () => {
    setAiMockPace(1000);
    const response = await ask({
      message: 'MVRV 指标怎么看？',
      ai_id: 'deepseek-chat',
      stream: true,
    });
    const { events } = await readEvents(response, 2);
    const start = events[0] as Extract<AiStreamEvent, { type: 'start' }>;
    const record = aiConversation.parse(
      ((await getJson(`/conversations/${start.conversation_id}/`)) as { data: unknown }).data,
    );
    const answer = record.messages.find((message) => message.id === start.message_id);
    expect(answer?.status).toBe('streaming');
    expect(aiAnswers['deepseek-chat'].startsWith(answer!.content)).toBe(true);
    expect(answer!.content.length).toBeLessThan(aiAnswers['deepseek-chat'].length);
  });

  it('replays a finished answer whole and ends at once', async () => {
    const { blocks, events } = await readEvents(
      await fetch(`${origin}/stream/${demoAnswerId}/?from=0`),
    );
    expect(blocks.at(-1)).toBe(`data: ${aiStreamDone}`);
    expect(textOf(events, 'delta')).toBe(aiAnswers['deepseek-reasoner']);
  });

  it('deletes a conversation, and says so when it is asked for again', async () => {
    const path = `/conversations/${demoConversationIds.mvrv}/`;
    expect((await fetch(`${origin}${path}`, { method: 'DELETE' })).status).toBe(200);
    const again = await fetch(`${origin}${path}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(
      messages.ai.conversationNotFound,
    );
    const list = conversations.response.parse(await getJson('/conversations/'));
    expect(list.data.map((summary) => summary.id)).toEqual([demoConversationIds.outlook]);
  });

  it('exports a conversation as a Markdown download with the reasoning quoted', async () => {
    const response = await fetch(`${origin}/conversations/${demoConversationIds.outlook}/export/`);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.md"/);
    const text = await response.text();
    expect(text).toContain('# 币见 AI 对话：比特币后市怎么看？');
    expect(text).toContain('> **思考过程**');
    expect(text).toContain(aiAnswers['deepseek-reasoner']);
  });

  it('counts the questions asked against the day’s quota', async () => {
    await ask({ message: '你好', ai_id: 'deepseek-chat' });
    const { data } = quota.response.parse(await getJson('/quota/'));
    expect(data).toMatchObject({ used: 1, remaining: data.limit - 1 });
  });

  it('refuses a blank question with the catalogue text', async () => {
    const response = await ask({ message: ' ', ai_id: 'deepseek-chat' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      messages.ai.messageBlank,
    );
  });
});
