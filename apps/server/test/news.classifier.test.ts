import { describe, expect, it } from 'vitest';
import type { ChatProvider, ChatRequest } from '../src/providers/ai/types.ts';
import { classifyItem, readClassification, readItem } from '../src/providers/news/classifier.ts';

/** A provider with an API key, answering what the test says and recording what it was asked. */
function provider(answer: string | Error): ChatProvider & { asked: ChatRequest[] } {
  const asked: ChatRequest[] = [];
  return {
    name: 'test',
    offline: false,
    asked,
    stream: () => {
      throw new Error('not streamed');
    },
    complete: (request) => {
      asked.push(request);
      return answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve({ text: answer, reasoning: '', usage: null });
    },
  };
}

const item = { title: '美联储意外加息 25 个基点', summary: '市场此前预期维持不变。' };

describe('classification through the AI provider', () => {
  it('takes the provider’s JSON answer when a key is set', async () => {
    const ai = provider('判断如下：{"type": "bullish-1", "important": false}');
    expect(await classifyItem(ai, item)).toEqual({ type: 'bullish-1', important: false });
    expect(ai.asked[0]?.messages.at(-1)?.content).toContain('美联储意外加息');
  });

  it.each([
    ['no JSON', '利空'],
    ['an unknown type', '{"type": "very-bullish", "important": true}'],
    ['important as text', '{"type": "bearish", "important": "yes"}'],
  ])('falls back to the offline rules on %s', async (_, answer) => {
    expect(await classifyItem(provider(answer), item)).toEqual({
      type: 'bearish',
      important: true,
    });
  });

  it('falls back to the offline rules when the provider fails', async () => {
    expect(await classifyItem(provider(new Error('down')), item)).toEqual({
      type: 'bearish',
      important: true,
    });
  });

  it('reads only well-formed answers', () => {
    expect(readClassification('{"type":"neutral","important":true}')).toEqual({
      type: 'neutral',
      important: true,
    });
    expect(readClassification('{not json}')).toBeNull();
  });
});

describe('the AI reading', () => {
  const news = {
    ...item,
    plain: '市场此前预期维持不变。',
    type: 'bearish' as const,
    topic: '宏观经济' as const,
    important: true,
  };

  it('asks the provider not to invent figures and keeps its text', async () => {
    const ai = provider('  要点：加息。  ');
    expect(await readItem(ai, news)).toBe('要点：加息。');
    expect(ai.asked[0]?.messages[0]?.content).toContain('不要编造');
  });

  it('is null when the provider fails or answers nothing, so the next read tries again', async () => {
    expect(await readItem(provider(new Error('down')), news)).toBeNull();
    expect(await readItem(provider('   '), news)).toBeNull();
  });
});
