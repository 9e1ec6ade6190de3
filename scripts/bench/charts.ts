// `npm run bench` (chart part; `npx tsx scripts/bench/charts.ts` runs it alone): the rainbow chart over the full
// daily demo history (2010-07-18 … 2026-11-22, ~5,970 days × nine bands + price) in Chromium, our
// RainbowChart (canvas, M4 downsampling) beside TradingView's lightweight-charts v5 drawing the same ten
// series in the same page, both starting from the same ChartFigure; then ruler snapping over 1,000,000
// points in Node.
//
// Timing: a change's synchronous JavaScript plus the work done in animation-frame callbacks of the frame
// that shows it (lightweight-charts draws there; ours draws synchronously in a layout effect). The wait for
// the frame itself is left out: headless frames tick every 16.7 ms and would hide the differences.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { moveHandle, snapToPoint } from '../../packages/charts/src/index.ts';
import { bundleBenchPage, launchChromium, median } from './benchPage.ts';
import { printTable } from './loadFigures.ts';

const width = 1000;
const height = 480;
const firstRenders = 7;
const rounds = 3;

const page = String.raw`
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createChart, LineSeries, PriceScaleMode } from 'lightweight-charts';
import { RainbowChart } from '@coinsight/charts/react';
import { demoFigure } from '../packages/charts/src/react/private/fixtures.ts';

const WIDTH = ${width};
const HEIGHT = ${height};
// As the btcdata answer arrives: parsed JSON, each trace with its own copy of the dates.
const figure = JSON.parse(JSON.stringify(demoFigure('rainbow')));
const points = figure.data[0].x.length;

/**
 * Time of fn's synchronous part and the microtasks it queued (React commits a discrete event's update in
 * a microtask), plus this frame's animation-frame work (the frame wait left out). \`check\` runs once the
 * microtasks are done, to prove the change was drawn by then.
 */
async function measure(fn, check) {
  const started = performance.now();
  const result = fn();
  for (let i = 0; i < 3; i++) await new Promise((r) => queueMicrotask(r));
  const settled = performance.now() - started;
  if (check) check();
  const inFrame = await new Promise((done) =>
    requestAnimationFrame((frameStart) => {
      // Our callback was queued after the chart's, so the frame's callbacks before it are the chart's.
      done(Math.max(0, performance.now() - Math.max(frameStart, started + settled)));
    }),
  );
  return { ms: settled + inFrame, result };
}

function box() {
  const el = document.createElement('div');
  el.style.width = WIDTH + 'px';
  document.body.append(el);
  return el;
}

/** The windows both charts show in turn: the start moves a tenth of the points at a time, then back. */
function windows() {
  const page = Math.round(points / 10);
  const out = [];
  let start = 0;
  const end = points - 1;
  for (let i = 0; i < 10; i++) { start = Math.min(end - 1, start + page); out.push([start, end]); }
  for (let i = 0; i < 10; i++) { start = Math.max(0, start - page); out.push([start, end]); }
  return out;
}

window.bench = {
  points,
  async ours() {
    const firsts = [];
    let last;
    for (let i = 0; i < ${firstRenders}; i++) {
      if (last) { last.root.unmount(); last.el.remove(); }
      const el = box();
      const root = createRoot(el);
      const { ms } = await measure(() =>
        flushSync(() => root.render(createElement(RainbowChart, { figure, height: HEIGHT, download: false }))),
      );
      firsts.push(ms);
      last = { root, el };
    }
    const slider = last.el.querySelector('[aria-label="起始时间"]');
    const redraws = [];
    const sequence = windows();
    for (let i = 0; i < sequence.length; i++) {
      const key = i < 10 ? 'PageUp' : 'PageDown';
      const { ms } = await measure(
        () => slider.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
        () => {
          // The ruler and the plot commit together (the plot draws in a layout effect of that commit).
          const shown = Number(slider.getAttribute('aria-valuenow'));
          if (shown !== sequence[i][0]) throw new Error('our window ' + shown + ' != ' + sequence[i][0]);
        },
      );
      redraws.push(ms);
    }
    last.root.unmount();
    last.el.remove();
    return { firsts, redraws };
  },
  async peer() {
    const firsts = [];
    let last;
    for (let i = 0; i < ${firstRenders}; i++) {
      if (last) { last.chart.remove(); last.el.remove(); }
      const el = box();
      const { ms, result: chart } = await measure(() => {
        const chart = createChart(el, { width: WIDTH, height: HEIGHT });
        chart.priceScale('right').applyOptions({ mode: PriceScaleMode.Logarithmic });
        for (const trace of figure.data) {
          const series = chart.addSeries(LineSeries, { color: trace.line.color, lineWidth: 1, priceLineVisible: false, lastValueVisible: false });
          const data = [];
          for (let k = 0; k < trace.x.length; k++) {
            const v = trace.y[k];
            data.push(v === null ? { time: trace.x[k] } : { time: trace.x[k], value: v });
          }
          series.setData(data);
        }
        chart.timeScale().fitContent();
        return chart;
      });
      firsts.push(ms);
      last = { chart, el };
    }
    const redraws = [];
    for (const [from, to] of windows()) {
      const { ms } = await measure(() => last.chart.timeScale().setVisibleLogicalRange({ from, to }));
      redraws.push(ms);
    }
    last.chart.remove();
    last.el.remove();
    return { firsts, redraws };
  },
};
`;

interface Timings {
  firsts: number[];
  redraws: number[];
}

async function browserFigures() {
  const { script, css } = await bundleBenchPage('chartsBench', page);
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
    const points = await tab.evaluate(
      () => (window as unknown as { bench: { points: number } }).bench.points,
    );
    type Bench = { ours(): Promise<Timings>; peer(): Promise<Timings> };
    const run = (side: 'ours' | 'peer') =>
      tab.evaluate((s) => (window as unknown as { bench: Bench }).bench[s](), side);
    // A warm-up run each (JIT), then rounds alternating the two sides so a busy moment on this shared
    // machine hits both; the figures pool the rounds.
    await run('ours');
    await run('peer');
    const ours: Timings = { firsts: [], redraws: [] };
    const peer: Timings = { firsts: [], redraws: [] };
    for (let round = 0; round < rounds; round++) {
      for (const [side, into] of [
        ['ours', ours],
        ['peer', peer],
      ] as const) {
        const t = await run(side);
        into.firsts.push(...t.firsts);
        into.redraws.push(...t.redraws);
      }
    }
    return { points, ours, peer };
  } finally {
    await browser.close();
  }
}

function rulerFigures() {
  const n = 1_000_000;
  const times = new Float64Array(n);
  for (let i = 0; i < n; i++) times[i] = 1_280_000_000_000 + i * 60_000 + (i % 7) * 1000;
  const track = 1200;
  const snaps = 200_000;
  let range = { start: 0, end: n - 1 };
  let checksum = 0;
  for (let i = 0; i < 10_000; i++) checksum += snapToPoint(times, (i * 7.3) % track, track);
  const started = process.hrtime.bigint();
  for (let i = 0; i < snaps; i++) {
    const index = snapToPoint(times, (i * 7.3) % track, track);
    range = moveHandle(range, i % 2 ? 'end' : 'start', index, n);
    checksum += index;
  }
  const ns = Number(process.hrtime.bigint() - started) / snaps;
  return { n, snaps, ns, checksum, range };
}

/** Prints the chart figures: both charts in Chromium, then ruler snapping in Node. */
export async function chartsBench(): Promise<void> {
  const { points, ours, peer } = await browserFigures();
  const row = (name: string, t: Timings) => [
    name,
    median(t.firsts).toFixed(1),
    median(t.redraws).toFixed(2),
    Math.max(...t.redraws).toFixed(2),
  ];
  const rows = [row('RainbowChart (ours, canvas)', ours), row('lightweight-charts 5', peer)];
  const header = ['chart', 'first render ms', 'redraw ms (median)', 'redraw ms (max)'];
  console.log(
    `\nRainbow chart, ${points} days × 10 series (nine bands + price), ${width}×${height} px, Chromium (--disable-gpu); median of ${ours.firsts.length} first renders and of ${ours.redraws.length} pan/zoom redraws each`,
  );
  printTable(header, rows);
  console.log(
    `ratio ours/peer: first render ${(median(ours.firsts) / median(peer.firsts)).toFixed(2)}, redraw ${(median(ours.redraws) / median(peer.redraws)).toFixed(2)} (below 1 = ours faster; the peer draws the bands as lines, ours fills them)`,
  );

  const ruler = rulerFigures();
  console.log(
    `\nruler snapping over ${ruler.n.toLocaleString('en-US')} points (Node, binary search + moveHandle): ${ruler.ns.toFixed(0)} ns per snap (mean of ${ruler.snaps.toLocaleString('en-US')}; final range ${ruler.range.start}…${ruler.range.end})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await chartsBench();
}
