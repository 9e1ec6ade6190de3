// Issue 38: the server's peak RSS with the page renderer's worker alive, beside the same server's
// peak before its first render (the baseline, from the same run). The server runs as production
// starts it, on a demo-seeded SQLite file, serving a build of the site; phones and laptops visit the
// pages the server renders from their first calls' answers until it serves them so, then every page
// three times.
//
//   npx tsx scripts/bench/rendererRss.ts     builds the site into .tmp/ first
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { untilServedWithAnswers } from '../../apps/site/e2e/servedWithAnswers.ts';
import { buildSite, siteBuildDir } from '../lighthouse.ts';
import { demoProductionEnv, freePort, peakRssMiB, root, startBuilt, waitFor } from './processes.ts';

export const rendererRssGoalMiB = 200;

const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const laptop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36';
const pages = ['/', '/toTarget', '/toVip', '/toNews', '/toFinancialData', '/toAI'];

export interface RendererRssFigures {
  /** The server's peak up to its first render: its start and a few idle seconds. */
  beforeMiB: number;
  withRendererMiB: number;
  /** The pages the server rendered from their answers (each at both widths). */
  rendered: string[];
  met: boolean;
}

/** Resolves once `line` is in the log file, or after `seconds` (then the caller goes on without it). */
async function logged(file: string, line: string, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (readFileSync(file, 'utf8').includes(line)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stopped = (child: ChildProcess) =>
  new Promise((done) => {
    if (child.exitCode !== null) return done(child.exitCode);
    child.once('exit', done);
    child.kill('SIGTERM');
  });

export async function rendererRssBench(siteDir: string): Promise<RendererRssFigures> {
  const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-renderer-'));
  const children: ChildProcess[] = [];
  try {
    execFileSync('npm', ['run', 'build', '--silent', '--workspace', '@coinsight/server'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...demoProductionEnv(port, join(work, 'bench.sqlite'), siteDir),
      LOG_LEVEL: 'info',
      MARKET_TICK_SECONDS: '3600',
    };
    // The first start seeds the demo data and draws the indicators' thumbnails (once in a
    // deployment's life); the measured start is every later one.
    const seedLog = join(work, 'seed.log');
    const seeding = startBuilt(env, seedLog);
    children.push(seeding);
    await waitFor(`${base}/api/v1/sources/`, seeding, { seconds: 120 });
    await logged(seedLog, 'indicator thumbnails drawn', 30);
    await stopped(seeding);

    const server = startBuilt(env, join(work, 'server.log'));
    children.push(server);
    await waitFor(`${base}/api/v1/sources/`, server, { seconds: 60 });
    await new Promise((r) => setTimeout(r, 3000));
    const beforeMiB = peakRssMiB(server.pid);

    const answered = Object.keys(
      JSON.parse(
        readFileSync(join(siteDir, 'prerendered', 'answered-calls.json'), 'utf8'),
      ) as Record<string, unknown>,
    );
    for (const path of answered)
      for (const agent of [laptop, phone])
        await untilServedWithAnswers({ origin: base }, path, agent);
    for (let round = 0; round < 3; round++)
      for (const path of pages)
        for (const agent of [laptop, phone]) {
          const res = await fetch(`${base}${path}`, { headers: { 'user-agent': agent } });
          if (!res.ok) throw new Error(`${path}: ${res.status}`);
          await res.text();
        }
    const withRendererMiB = peakRssMiB(server.pid);
    const met = withRendererMiB <= rendererRssGoalMiB;
    console.log(
      `\nServer peak RSS (VmHWM) with the page renderer's worker alive: ${withRendererMiB.toFixed(1)} MiB ` +
        `(goal ≤ ${rendererRssGoalMiB}: ${met ? 'met' : 'NOT met'}); the same server before its first render ` +
        `${beforeMiB.toFixed(1)} MiB, so the renders added ${(withRendererMiB - beforeMiB).toFixed(1)} MiB ` +
        `(${answered.join(', ')} rendered from their answers for a laptop and a phone, then ${pages.length} pages ×2 widths ×3 rounds)`,
    );
    return { beforeMiB, withRendererMiB, rendered: answered, met };
  } finally {
    await Promise.all(children.map(stopped));
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const siteDir = siteBuildDir('bench-renderer-');
  try {
    await buildSite(siteDir);
    process.exitCode = (await rendererRssBench(siteDir)).met ? 0 : 1;
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
}
