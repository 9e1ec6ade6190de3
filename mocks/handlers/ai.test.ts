import { aiStreamDone, aiStreamEvent } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAnswers } from '../fixtures/ai.ts';
import { mocks } from './ai.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const ask = (body: object): Promise<Response> =>
  fetch('http://mock.test/api/v1/chart/model/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function readEvents(response: Response): Promise<{ events: string[]; chunks: number }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks += 1;
    text += value;
  }
  const events = text
    .split('\n\n')
    .filter((block) => block !== '')
    .map((block) => block.replace(/^data: /, ''));
  return { events, chunks };
}

describe('ai mock', () => {
  it('answers JSON with the model’s Markdown when stream is off', async () => {
    const response = await ask({ message: '后市怎么看？', ai_id: 'deepseek-reasoner', deep: true });
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      success: true,
      data: { message: aiAnswers['deepseek-reasoner'] },
    });
  });

  it('streams the answer piece by piece as data events ending with [DONE]', async () => {
    const response = await ask({
      message: 'MVRV 指标怎么看？',
      ai_id: 'deepseek-chat',
      stream: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { events, chunks } = await readEvents(response);
    expect(chunks).toBeGreaterThan(5);
    expect(events.at(-1)).toBe(aiStreamDone);
    const text = events
      .slice(0, -1)
      .map((event) => {
        const parsed = aiStreamEvent.parse(JSON.parse(event));
        return 'delta' in parsed ? parsed.delta : '';
      })
      .join('');
    expect(text).toBe(aiAnswers['deepseek-chat']);
  });

  it('refuses a blank question with the catalogue text', async () => {
    const response = await ask({ message: ' ', ai_id: 'deepseek-chat' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      messages.ai.messageBlank,
    );
  });
});
