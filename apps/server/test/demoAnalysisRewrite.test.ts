import { closedDays } from '@coinsight/domain/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisRepo } from '../src/modules/analysis/repo.ts';
import { analysisSourcesOn } from '../src/modules/analysis/sources.ts';
import { AnalysisWriter } from '../src/modules/analysis/writer.ts';
import { silentLogger } from '../src/logger.ts';
import { startFakeAiUpstream, type FakeAiUpstream } from './fakeAiUpstream.ts';
import { serverPerSuite } from './helpers.ts';

const answer = {
  technical_summary: '模型改写的技术面总结。',
  news_summary: '模型改写的新闻面总结。',
  interpretations: [],
};
const recording = [
  {
    id: 'rewrite',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta: { content: JSON.stringify(answer) }, finish_reason: 'stop' }],
  },
]
  .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  .join('')
  .concat('data: [DONE]\n\n');

describe('offline-written analyses are rewritten once an AI key is configured (issue 34)', () => {
  let upstream: FakeAiUpstream;
  beforeAll(async () => {
    upstream = await startFakeAiUpstream({ recording });
  });
  afterAll(() => upstream.close());
  const suite = serverPerSuite('sqlite', {
    env: () => ({ AI_API_KEY: 'sk-test-rewrite-0123', AI_BASE_URL: upstream.baseUrl }),
  });

  it('rewrites the offline days of the last 90 through the provider on its schedule, never an admin’s edit', async () => {
    const { server, clock } = suite;
    const db = server.db;
    const days = closedDays(clock.now(), 90);
    // What the demo seed leaves: every day written offline (a writer without a provider).
    const offline = new AnalysisWriter(analysisSourcesOn(db), () => null, silentLogger());
    const repo = new AnalysisRepo(db);
    for (const day of await offline.write([...days].reverse())) await repo.write(day, clock.now());
    const edited = days[40]!;
    await db('daily_analysis').where({ date: edited }).update({
      written_by: 'admin',
      edited_at: clock.now(),
      edited_by_id: 1,
      edited_by_username: 'admin',
    });
    const old = closedDays(new Date(clock.now().getTime() - 100 * 86_400_000), 1)[0]!;
    for (const day of await offline.write([old])) await repo.write(day, clock.now());

    await server.services.analysis.runSchedule();

    const rows: { date: string; written_by: string }[] = await db('daily_analysis').select(
      'date',
      'written_by',
    );
    const by = new Map(rows.map((r) => [r.date, r.written_by]));
    expect(days.filter((d) => d !== edited).every((d) => by.get(d) === 'openai-compatible')).toBe(
      true,
    );
    expect(by.get(edited)).toBe('admin');
    expect(by.get(old)).toBe('offline');
    expect((await server.services.analysis.day(days[0]!)).technical.summary).toBe(
      answer.technical_summary,
    );
    // Running again asks the model nothing more.
    const asked = upstream.requests.length;
    await server.services.analysis.runSchedule();
    expect(upstream.requests.length).toBe(asked);
  });
});
