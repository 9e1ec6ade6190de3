// The site's own figures (issue 18): the JavaScript each route loads (gzip), the server's peak RSS
// with the page renderer's worker alive (issue 38), Lighthouse's scores on the main pages, and how
// much a tab left open on the live price and the chat grows its JS heap.
//
//   npx tsx scripts/bench/sitePerf.ts                       all four, the heap for 10 minutes
//   SITE_HEAP_SECONDS=60 npx tsx scripts/bench/sitePerf.ts   a shorter heap run
//   SITE_PERF_ONLY=heap npx tsx scripts/bench/sitePerf.ts    one part (bundle, renderer, lighthouse or heap)
//
// One build of the site serves all four; the server runs as in production with demo data, on
// loopback, prices ticking every MARKET_TICK_SECONDS (5 s by default).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type CDPSession } from 'playwright-core';
import { bundleBudgets } from '../../apps/site/e2e/bundleBudgets.ts';
import { bundleSizes } from '../../apps/site/e2e/bundleSizes.ts';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import {
  buildSite,
  lighthousePages,
  lighthouseRuns,
  meetsGoals,
  printScores,
  scorePages,
  siteBuildDir,
  startProduct,
  type PageScores,
} from '../lighthouse.ts';
import { rendererRssBench, type RendererRssFigures } from './rendererRss.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The goal for a tab left open: less than this growth of the JS heap. */
export const heapGoalMiB = 10;
const demoLogin = { username: '13800000000', password: 'coinsight-demo' };

export interface HeapFigures {
  seconds: number;
  startMiB: number;
  endMiB: number;
  growthMiB: number;
  /** Price ticks the page received while it was measured (so the run did exercise the live path). */
  ticks: number;
}

/** The JS heap in use after a full garbage collection, in MiB. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

/**
 * A VIP member's tab on /toTarget showing the live BTC price, with the chat window open, left alone for `seconds`: the heap after GC at the start (once the page settled) and the end.
 */
export async function tabHeap(base: string, seconds: number): Promise<HeapFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Log in through the site's own API from the page, so the session and CSRF cookies are the browser's.
    await page.goto(`${base}/`);
    await page.evaluate(
      async ({ login }) => {
        await fetch('/api/v1/loginpart/getusername/');
        const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const res = await fetch('/api/v1/loginpart/login/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
          body: JSON.stringify({ ...login, windowId: 'bench-site-heap' }),
        });
        if (!res.ok) throw new Error(`demo login: ${res.status}`);
        localStorage.setItem('chatWindow', 'open');
      },
      { login: demoLogin },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    // Counts the price ticks the socket delivers, without touching the site's code.
    let ticks = 0;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('/prices/btc')) ticks += 1;
      }),
    );
    await page.goto(`${base}/toTarget`);
    await page.getByRole('region', { name: '群聊窗口' }).waitFor({ timeout: 60_000 });
    // The live price: the 实时行情 group's chart in the indicator menu.
    await page.getByText('实时行情', { exact: true }).click();
    await page.getByText('比特币实时价格', { exact: true }).first().click();
    // Settled: the chart has drawn, the rooms are joined, a few ticks have arrived.
    await page.waitForTimeout(20_000);
    const startMiB = await heapAfterGc(cdp);
    const ticksBefore = ticks;
    await page.waitForTimeout(seconds * 1000);
    const endMiB = await heapAfterGc(cdp);
    return { seconds, startMiB, endMiB, growthMiB: endMiB - startMiB, ticks: ticks - ticksBefore };
  } finally {
    await browser.close();
  }
}

function printBundle(dist: string): boolean {
  const sizes = bundleSizes(dist);
  const first = sizes.homeFirstLoadBytes / 1024;
  console.log(
    `\nSite JavaScript (gzip): the home page's first load ${kb(sizes.homeFirstLoadBytes)} KB ` +
      `(budget ${bundleBudgets.homeFirstLoad} KB, ${sizes.homeFiles.length} files); what each route adds:`,
  );
  let met = first <= bundleBudgets.homeFirstLoad;
  for (const route of [...sizes.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const budget = bundleBudgets.routes[route.page];
    const over = budget === undefined || route.gzipBytes / 1024 > budget;
    if (over) met = false;
    console.log(
      `  ${route.page.replace(/^src\/pages\//, '').padEnd(40)} ${kb(route.gzipBytes).padStart(6)} KB` +
        `  (budget ${budget ?? '—'} KB)${over ? '  OVER' : ''}`,
    );
  }
  return met;
}

export interface SitePerfFigures {
  bundleMet: boolean;
  renderer: RendererRssFigures | null;
  lighthouse: PageScores[] | null;
  heap: HeapFigures | null;
}

export async function sitePerfBench(
  parts: readonly string[] = ['bundle', 'renderer', 'lighthouse', 'heap'],
  heapSeconds = Number(process.env.SITE_HEAP_SECONDS) || 600,
): Promise<SitePerfFigures> {
  const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-site-'));
  let server: Awaited<ReturnType<typeof startProduct>> | undefined;
  let siteDir: string | undefined;
  try {
    siteDir = siteBuildDir('bench-site-');
    await buildSite(siteDir);
    const bundleMet = parts.includes('bundle') ? printBundle(siteDir) : true;
    const renderer = parts.includes('renderer') ? await rendererRssBench(siteDir) : null;
    if (!parts.includes('lighthouse') && !parts.includes('heap'))
      return { bundleMet, renderer, lighthouse: null, heap: null };
    server = await startProduct(work, siteDir);
    let lighthouse: PageScores[] | null = null;
    if (parts.includes('lighthouse')) {
      lighthouse = await scorePages(server.base, lighthousePages);
      console.log(
        `\nLighthouse (mobile emulation; simulated and applied throttling), on 127.0.0.1; median of ${lighthouseRuns} runs`,
      );
      printScores(lighthouse);
    }
    let heap: HeapFigures | null = null;
    if (parts.includes('heap')) {
      heap = await tabHeap(server.base, heapSeconds);
      console.log(
        `\nA VIP member's tab on /toTarget (live price) with the chat open, left ${heap.seconds} s: ` +
          `JS heap after GC ${heap.startMiB.toFixed(1)} → ${heap.endMiB.toFixed(1)} MiB, ` +
          `growth ${heap.growthMiB.toFixed(2)} MiB (goal < ${heapGoalMiB} MiB: ` +
          `${heap.growthMiB < heapGoalMiB ? 'met' : 'NOT met'}), ${heap.ticks} price ticks received`,
      );
    }
    return { bundleMet, renderer, lighthouse, heap };
  } finally {
    server?.stop();
    rmSync(work, { recursive: true, force: true });
    if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.env.SITE_PERF_ONLY;
  const figures = await sitePerfBench(only ? only.split(',') : undefined);
  const met =
    figures.bundleMet &&
    (figures.renderer === null || figures.renderer.met) &&
    (figures.lighthouse === null || meetsGoals(figures.lighthouse)) &&
    (figures.heap === null || figures.heap.growthMiB < heapGoalMiB);
  process.exitCode = met ? 0 : 1;
}
