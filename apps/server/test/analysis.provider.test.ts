import { closedDays } from '@coinsight/domain/analysis';
import { dayMs, dayOf, dayTime, type BtcDay } from '@coinsight/domain/indicators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '../src/contract.ts';
import { startFakeAiUpstream, type FakeAiUpstream } from './fakeAiUpstream.ts';
import { serverPerSuite } from './helpers.ts';

/** What the fake upstream answers: the JSON the daily analysis asks for, as one streamed chunk. */
const answer = {
  technical_summary: '模型撰写的技术面总结。',
  news_summary: '模型撰写的新闻面总结。',
  interpretations: ['模型撰写的价格解读。'],
};

const recording = [
  {
    id: 'analysis',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [
      {
        index: 0,
        delta: { content: `分析如下：${JSON.stringify(answer)}` },
        finish_reason: 'stop',
      },
    ],
  },
]
  .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  .join('')
  .concat('data: [DONE]\n\n');

/** Two days: flat, then a 10 % drop on `last` (one abnormal indicator: a large move). */
function history(last: string): BtcDay[] {
  return [1, 0].map((back) => {
    const price = back === 0 ? 90_000 : 100_000;
    const supply = 19_800_000;
    return {
      date: dayOf(dayTime(last) - back * dayMs),
      price,
      marketCap: price * supply,
      realizedCap: price * supply * 0.6,
      supply,
    };
  });
}

// The provider path is the same on both databases (the SQLite and MariaDB suites cover storage).
describe('daily analysis texts through an OpenAI-compatible provider (AI_API_KEY set)', () => {
  let upstream: FakeAiUpstream;
  beforeAll(async () => {
    upstream = await startFakeAiUpstream({ recording });
  });
  afterAll(async () => {
    await upstream.close();
  });
  const suite = serverPerSuite('sqlite', {
    env: () => ({ AI_API_KEY: 'sk-test-analysis-0123', AI_BASE_URL: upstream.baseUrl }),
  });

  it('takes the provider’s texts and keeps the product’s values and links', async () => {
    const [yesterday] = closedDays(suite.clock.now(), 1) as [string];
    await suite.server.services.btcHistory.upsert(history(yesterday), 'coinmetrics');
    const service = suite.server.services.analysis;
    expect(await service.writeDays([yesterday])).toEqual(['inserted']);

    const asked = JSON.stringify(upstream.requests.at(-1)?.messages);
    expect(asked).toContain(yesterday);
    expect(asked).toContain('-10.0%');
    const day = await service.day(yesterday);
    expect(day.technical.summary).toBe(answer.technical_summary);
    expect(day.news.summary).toBe(answer.news_summary);
    expect(day.technical.indicators).toEqual([
      {
        kind: 'price',
        name: '比特币价格',
        value: '-10.0%',
        interpretation: '模型撰写的价格解读。',
        link: '/toTarget?list=2&unit=1',
      },
    ]);
  });

  it('keeps the offline texts when the provider fails, so the day is still written', async () => {
    const [, before] = closedDays(suite.clock.now(), 2) as [string, string];
    await suite.server.services.btcHistory.upsert(history(before), 'coinmetrics');
    // A refused key, not a 5xx: the client would retry a 5xx with back-off first.
    upstream.behave({ kind: 'status', status: 401 });
    const service = suite.server.services.analysis;
    expect(await service.writeDays([before])).toEqual(['inserted']);
    const day: AnalysisRecord = await service.day(before);
    expect(day.technical.summary).toContain('比特币收于 $90,000');
    expect(day.technical.indicators[0]?.interpretation).toContain('下跌 10.0%');
  });
});
