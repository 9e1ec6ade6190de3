import { closedDays } from '@coinsight/domain/analysis';
import { demoBtcDays } from '@coinsight/domain/indicators';
import { describe, expect, it } from 'vitest';
import { AnalysisRepo } from '../src/modules/analysis/repo.ts';
import { analysisSourcesOn } from '../src/modules/analysis/sources.ts';
import { AnalysisWriter } from '../src/modules/analysis/writer.ts';
import { NewsRepo } from '../src/modules/news/repo.ts';
import { removeDemoNews } from '../src/modules/news/schedule.ts';
import { demoNewsItems } from '../src/providers/news/demo.ts';
import { silentLogger } from '../src/logger.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';

const day = 86_400_000;

/**
 * Issue 34: an analysis written from generated data (the demo history, a generated news item of
 * its day) is written again once no generated data is left, never an admin's edit.
 */
describe.each(databaseKinds)('analyses read from generated data on %s', (kind) => {
  const suite = serverPerSuite(kind);

  it('are written again once the history and the news are real, and only then', async () => {
    const { server, clock } = suite;
    const { db } = server;
    const { analysis, btcHistory } = server.services;
    const now = clock.now();
    const days = closedDays(now, 90);
    const span = {
      from: new Date(now.getTime() - 120 * day).toISOString().slice(0, 10),
      to: now.toISOString().slice(0, 10),
    };
    await btcHistory.upsert(demoBtcDays(span), 'demo');
    const generatedNews = demoNewsItems(now, 3);
    await new NewsRepo(db).insertNew(generatedNews, now);
    // What the demo seed leaves: the 90 days written offline from the generated data.
    const seed = new AnalysisWriter(analysisSourcesOn(db), () => null, silentLogger());
    const repo = new AnalysisRepo(db);
    for (const written of await seed.write([...days].reverse())) {
      expect(written.fromDemo, written.date).toBe(true);
      await repo.write(written, now);
    }
    const edited = days[30]!;
    await db('daily_analysis').where({ date: edited }).update({
      written_by: 'admin',
      from_demo: false,
      edited_at: now,
      edited_by_id: 1,
      edited_by_username: 'admin',
    });
    const fromDemo = async () =>
      (await db('daily_analysis')
        .where({ from_demo: true })
        .orderBy('date')
        .pluck('date')) as string[];

    // The history turns real; the generated news is still there: nothing is written yet.
    await btcHistory.upsert(demoBtcDays({ ...span, seed: 7 }), 'coinmetrics');
    expect(await analysis.runSchedule()).toEqual({ written: 0, kept: 90 });
    expect(await fromDemo()).toHaveLength(89);

    // A feed replaced the generated news: every day but the admin's is written from the real data.
    expect(await removeDemoNews(db)).toBe(generatedNews.length);
    const before = await analysis.day(days[0]!);
    const run = await analysis.runSchedule();
    expect(run).toEqual({ written: 89, kept: 1 });
    expect(await fromDemo()).toEqual([]);
    expect((await analysis.day(days[0]!)).technical).not.toEqual(before.technical);
    const admin = (await db('daily_analysis').where({ date: edited }).first()) as {
      written_by: string;
    };
    expect(admin.written_by).toBe('admin');

    // Nothing more to do.
    expect(await analysis.runSchedule()).toEqual({ written: 0, kept: 90 });
  });
});
