import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { DomainError } from '../src/domainError.ts';
import { classifyQuestion, type AssistantFindings } from '@coinsight/domain/ai';
import {
  AiAborted,
  OfflineAnalyst,
  OpenAiCompatibleProvider,
  collect,
  type ChatRequest,
} from '../src/providers/ai/index.ts';
import { recordedPayloads, startFakeAiUpstream, type FakeAiUpstream } from './fakeAiUpstream.ts';

const m = messages.ai;

/** The recording's answer, read from its JSON lines directly. */
function recordedAnswer() {
  const deltas = recordedPayloads()
    .filter((p) => p !== '[DONE]')
    .map(
      (p) =>
        (JSON.parse(p) as { choices: Array<{ delta: Record<string, string | null> }> }).choices[0]
          ?.delta ?? {},
    );
  return {
    text: deltas.map((d) => d.content ?? '').join(''),
    reasoning: deltas.map((d) => d.reasoning_content ?? '').join(''),
  };
}

const question: ChatRequest = { model: 'deep', messages: [{ role: 'user', content: '你好' }] };

describe('the OpenAI-compatible provider', () => {
  let upstream: FakeAiUpstream;
  let provider: OpenAiCompatibleProvider;
  beforeAll(async () => {
    upstream = await startFakeAiUpstream();
    provider = new OpenAiCompatibleProvider({
      apiKey: 'sk-test-0123456789',
      baseUrl: upstream.baseUrl,
      models: { deep: 'upstream-deep', normal: 'upstream-chat' },
    });
  });
  afterAll(() => upstream.close());
  beforeEach(() => upstream.behave({ kind: 'replay' }));

  it('answers whole (no stream upstream) with the text and reasoning', async () => {
    const answer = await provider.complete(question);
    expect({ text: answer.text, reasoning: answer.reasoning }).toEqual(recordedAnswer());
    expect(upstream.requests.at(-1)).toMatchObject({ model: 'upstream-deep', stream: false });
  });

  it('streams the same answer, with usage', async () => {
    const answer = await collect(provider.stream(question));
    expect({ text: answer.text, reasoning: answer.reasoning }).toEqual(recordedAnswer());
    expect(answer.usage?.completionTokens).toBeGreaterThan(0);
  });

  it.each([
    [429, m.upstreamBusy, 'ai_busy'],
    [503, m.upstreamBusy, 'ai_busy'],
    [401, m.upstreamAuth, 'ai_auth'],
    [500, m.failed, 'ai_failed'],
  ] as const)('maps an upstream %i to a DomainError with its text', async (status, text, code) => {
    upstream.behave({ kind: 'status', status });
    for (const attempt of [provider.complete(question), collect(provider.stream(question))]) {
      const error = await attempt.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect([(error as DomainError).message, (error as DomainError).code]).toEqual([text, code]);
    }
  });

  it('cancels the upstream request when its signal aborts', async () => {
    upstream.behave({ kind: 'hold', after: 3 });
    const controller = new AbortController();
    const aborted = upstream.nextAbort();
    const pieces: string[] = [];
    const reading = (async () => {
      for await (const chunk of provider.stream({ ...question, signal: controller.signal })) {
        if (chunk.type !== 'usage') pieces.push(chunk.text);
        if (pieces.length === 2) controller.abort();
      }
    })();
    await expect(reading).rejects.toBeInstanceOf(AiAborted);
    await aborted;
    expect(upstream.aborts()).toBeGreaterThan(0);
    upstream.release();
  });
});

describe('the offline analyst', () => {
  const findings: AssistantFindings = {
    question: classifyQuestion('比特币现在多少钱？', '2026-11-24'),
    facts: [
      {
        key: 'btc:price',
        title: '比特币价格',
        text: '90,000.00 美元（最近收盘价，2026-11-25 08:00 北京时间）',
        page: '/crypto/btc',
      },
    ],
    conclusions: [],
  };
  const analyst = new OfflineAnalyst({ findings: () => Promise.resolve(findings) });

  it('stops at once when aborted', async () => {
    const controller = new AbortController();
    let pieces = 0;
    const reading = (async () => {
      for await (const chunk of analyst.stream({
        ...question,
        model: 'normal',
        signal: controller.signal,
      })) {
        pieces += chunk.type === 'usage' ? 0 : 1;
        if (pieces === 1) controller.abort();
      }
    })();
    await expect(reading).rejects.toBeInstanceOf(AiAborted);
    expect(pieces).toBe(1);
  });

  it('writes the facts with their pages, reasoning first for the deep model', async () => {
    const deep = await analyst.complete(question);
    expect(deep.reasoning).toContain('比特币价格');
    expect(deep.text).toContain('90,000.00 美元');
    expect(deep.text).toContain('](/crypto/btc)');
    const normal = await analyst.complete({ ...question, model: 'normal' });
    expect(normal.reasoning).toBe('');
    expect(normal.text).toBe(deep.text);
  });
});
