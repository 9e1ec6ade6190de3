import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedDays } from '@coinsight/domain/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisContent } from '../src/contract.ts';
import { migrateLatest, openDb, type Db } from '../src/db/knex.ts';
import { AnalysisRepo } from '../src/modules/analysis/repo.ts';
import { daysBetween, runAnalysisCommand } from '../src/modules/analysis/command.ts';
import { BtcHistoryService } from '../src/modules/market/btcHistory.ts';
import { testConfig } from './helpers.ts';

function io(url: string) {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: { write: (t: string) => (out.stdout += t) },
      stderr: { write: (t: string) => (out.stderr += t) },
      env: {
        DATABASE_URL: url,
        SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
    },
  };
}

describe('the daily analysis command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'analysis-command-'));
  const url = `sqlite:${join(dir, 'analysis.sqlite')}`;
  let db: Db;
  const [yesterday, before, first] = closedDays(new Date(), 3) as [string, string, string];

  beforeAll(async () => {
    db = openDb(testConfig(url).database);
    await migrateLatest(db);
    await new BtcHistoryService(db).seedDemo(new Date());
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a range, then rewrites nothing that did not change and keeps an admin’s edit', async () => {
    const run = io(url);
    expect(await runAnalysisCommand(['--from', first, '--to', yesterday], run.io)).toBe(0);
    expect(run.out.stdout).toContain('3 new, 0 rewritten, 0 unchanged, 0 kept');
    expect(run.out.stdout).toContain('offline analyst');

    const repo = new AnalysisRepo(db);
    const content: AnalysisContent = {
      technical: { summary: '管理员写的总结', indicators: [] },
      news: { summary: '管理员写的新闻总结', events: [], major: [] },
    };
    await db.transaction((trx) =>
      repo.edit(trx, before, content, { id: 1, username: 'ops' }, new Date()),
    );

    const again = io(url);
    expect(await runAnalysisCommand(['--from', first, '--to', yesterday], again.io)).toBe(0);
    expect(again.out.stdout).toContain('0 new, 0 rewritten, 2 unchanged, 1 kept');
    expect((await repo.get(before))?.content).toEqual(content);
  });

  it.each([
    ['an unknown flag', ['--days', '3']],
    ['an impossible date', ['--from', '2025-02-29']],
    ['a backwards range', ['--from', '2026-11-20', '--to', '2026-11-10']],
    ['today, which has not closed', ['--to', '2999-01-01']],
  ])('refuses %s with the usage and exit code 2', async (_, argv) => {
    const run = io(url);
    expect(await runAnalysisCommand(argv, run.io)).toBe(2);
    expect(run.out.stderr).toContain('usage:');
  });

  it('counts the days of a range, at most 400', () => {
    expect(daysBetween('2025-02-27', '2025-03-01')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
    ]);
    expect(daysBetween('2020-01-01', '2025-01-01')).toBeNull();
  });
});
