// `npx tsx scripts/bench/macroCharts.ts`: the first render of a macro series' full daily history in
// Chromium — DGS10 from 1962 (~16,000 business days) and SP500 from 2016 (~2,600) — our SeriesTrendChart
// (canvas, M4 downsampling, opening on the newest 20 %) beside TradingView's lightweight-charts v5
// drawing the same points in the same page with the same opening window; then the widening to the
// whole history (the ruler's start to the first point) on both. The reference FRED files are read when
// ../shared/reference-data is there, else a seeded walk of the same length stands in.
//
// Timing as in charts.ts: a change's synchronous JavaScript plus the work done in the animation-frame
// callbacks of the frame that shows it, the frame wait itself left out.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleBenchPage, launchChromium, median } from './benchPage.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const referenceDir = resolve(root, '../shared/reference-data');
const width = 1000;
const height = 480;
const firstRenders = 7;
const rounds = 3;

interface Point {
  date: string;
  value: number;
}

const page = String.raw`
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createChart, LineSeries } from 'lightweight-charts';
import { SeriesTrendChart } from '@coinsight/charts/react';
import { formatSeriesValue } from '@coinsight/domain/market';

async function measure(fn, check) {
  const started = performance.now();
  const result = fn();
  for (let i = 0; i < 3; i++) await new Promise((r) => queueMicrotask(r));
  const settled = performance.now() - started;
  if (check) check();
  const inFrame = await new Promise((done) =>
    requestAnimationFrame((frameStart) => {
      done(Math.max(0, performance.now() - Math.max(frameStart, started + settled)));
    }),
  );
  return { ms: settled + inFrame, result };
}

function box() {
  const el = document.createElement('div');
  el.style.width = '${width}px';
  document.body.append(el);
  return el;
}

window.bench = {
  async ours(points) {
    const firsts = [];
    const widens = [];
    for (let i = 0; i < ${firstRenders}; i++) {
      const el = box();
      const root = createRoot(el);
      const { ms } = await measure(() =>
        flushSync(() =>
          root.render(createElement(SeriesTrendChart, { points, title: 'bench', formatValue: formatSeriesValue, height: ${height}, download: false })),
        ),
      );
      firsts.push(ms);
      const slider = el.querySelector('[aria-label="起始时间"]');
      const { ms: widen } = await measure(
        () => slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true })),
        () => { if (slider.getAttribute('aria-valuenow') !== '0') throw new Error('not widened'); },
      );
      widens.push(widen);
      root.unmount();
      el.remove();
    }
    return { firsts, widens };
  },
  async peer(points) {
    const firsts = [];
    const widens = [];
    const n = points.length;
    for (let i = 0; i < ${firstRenders}; i++) {
      const el = box();
      const { ms, result: chart } = await measure(() => {
        const chart = createChart(el, { width: ${width}, height: ${height} });
        const series = chart.addSeries(LineSeries, { lineWidth: 1, priceLineVisible: false, lastValueVisible: false });
        series.setData(points.map((p) => ({ time: p.date, value: p.value })));
        chart.timeScale().setVisibleLogicalRange({ from: Math.floor((n - 1) * 0.8), to: n - 1 });
        return chart;
      });
      firsts.push(ms);
      const { ms: widen } = await measure(() => chart.timeScale().setVisibleLogicalRange({ from: 0, to: n - 1 }));
      widens.push(widen);
      chart.remove();
      el.remove();
    }
    return { firsts, widens };
  },
};
`;

/** A FRED file's numeric observations ('.' dropped), or a seeded walk of `fallback` business days. */
function history(seriesId: string, fallback: { from: string; level: number }): Point[] {
  const file = resolve(referenceDir, `fred-${seriesId}.csv`);
  if (existsSync(file)) {
    return readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .filter(([, value]) => value !== '.' && value !== '')
      .map(([date, value]) => ({ date: date!, value: Number(value) }));
  }
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const points: Point[] = [];
  let value = fallback.level;
  for (let ms = Date.parse(fallback.from); ms <= Date.UTC(2026, 10, 20); ms += 86_400_000) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    value = Math.max(0.1, value * (1 + (random() - 0.5) * 0.02));
    points.push({ date: new Date(ms).toISOString().slice(0, 10), value: Number(value.toFixed(2)) });
  }
  return points;
}

interface Timings {
  firsts: number[];
  widens: number[];
}

async function measureSeries(
  tab: import('playwright-core').Page,
  points: Point[],
): Promise<{ ours: Timings; peer: Timings }> {
  type Bench = Record<'ours' | 'peer', (p: Point[]) => Promise<Timings>>;
  const run = (side: 'ours' | 'peer') =>
    tab.evaluate(([s, p]) => (window as unknown as { bench: Bench }).bench[s](p), [
      side,
      points,
    ] as const);
  await run('ours');
  await run('peer');
  const ours: Timings = { firsts: [], widens: [] };
  const peer: Timings = { firsts: [], widens: [] };
  for (let round = 0; round < rounds; round++) {
    for (const [side, into] of [
      ['ours', ours],
      ['peer', peer],
    ] as const) {
      const t = await run(side);
      into.firsts.push(...t.firsts);
      into.widens.push(...t.widens);
    }
  }
  return { ours, peer };
}

/** Prints first render and widening for DGS10 and SP500, ours against lightweight-charts. */
export async function macroChartsBench(): Promise<void> {
  const series = [
    { id: 'DGS10', points: history('DGS10', { from: '1962-01-02', level: 4 }) },
    { id: 'SP500', points: history('SP500', { from: '2016-02-12', level: 1860 }) },
  ];
  const { script, css } = await bundleBenchPage('macroChartsBench', page);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.setContent('<!doctype html><html lang="zh-CN"><body style="margin:0"></body></html>');
    await tab.addStyleTag({ content: css });
    await tab.addScriptTag({ content: script });
    if (errors.length > 0) throw new Error(errors.join('\n'));
    for (const { id, points } of series) {
      const { ours, peer } = await measureSeries(tab, points);
      console.log(
        `\n${id}: ${points.length} daily points (${points[0]!.date} … ${points.at(-1)!.date}), ${width}×${height} px, Chromium (--disable-gpu); median of ${ours.firsts.length} runs each`,
      );
      console.log('chart                          first render ms  widen to all ms');
      for (const [name, t] of [
        ['SeriesTrendChart (ours)', ours],
        ['lightweight-charts 5', peer],
      ] as const) {
        console.log(
          `${name.padEnd(30)} ${median(t.firsts).toFixed(1).padStart(15)}  ${median(t.widens).toFixed(1).padStart(15)}`,
        );
      }
      console.log(
        `ratio ours/peer: first render ${(median(ours.firsts) / median(peer.firsts)).toFixed(2)}, widen ${(median(ours.widens) / median(peer.widens)).toFixed(2)} (below 1 = ours faster)`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await macroChartsBench();
}
