// News ingest throughput (issue 35) on a generated 10,000-item RSS feed: the ingest command
// (`npm run ingest -- news --file F`) on a fresh SQLite file, through decoding, dates, links,
// sanitising, offline classification, storing with search tokens and related news; beside it the
// baseline of reading the same feed alone (decode, parse, dates, links), so the ratio shows what
// storing costs. Half the items carry zone-less dates and relative links, a tenth Portuguese or
// Russian dates, as real feeds do. `npx tsx scripts/bench/ingest.ts` runs it alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runIngest } from '../../apps/server/src/cli/ingest.ts';
import { feedSource } from '../../apps/server/src/providers/news/feedSource.ts';

const items = Number(process.env['INGEST_BENCH_ITEMS'] ?? 10_000);

const subjects = [
  '比特币',
  '以太坊',
  '美联储',
  '稳定币',
  '现货 ETF',
  '币安',
  '香港证监会',
  'Solana',
];
const moves = [
  '单日净流入 3 亿美元',
  '宣布降息 25 个基点',
  '跌破关键支撑',
  '发布新规',
  '遭黑客攻击',
];
const ptMonths = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
];
const ruMonths = [
  'янв',
  'фев',
  'мар',
  'апр',
  'мая',
  'июн',
  'июл',
  'авг',
  'сен',
  'окт',
  'ноя',
  'дек',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** The i-th item's date, in one of the spellings feeds use. */
function dateOf(i: number, at: Date): string {
  const wall = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
  const day = `${pad(at.getUTCDate())}`;
  const clock = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
  if (i % 10 === 0)
    return `Seg, ${day} ${ptMonths[at.getUTCMonth()]} ${at.getUTCFullYear()} ${clock} +0000`;
  if (i % 10 === 5)
    return `Пн, ${day} ${ruMonths[at.getUTCMonth()]} ${at.getUTCFullYear()} ${clock} +0000`;
  return i % 2 === 0 ? wall : at.toUTCString();
}

/** A flash-news RSS feed of `count` items, one a minute up to now. */
export function ingestCorpus(count: number, now = new Date()): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>基准快讯</title>',
    '<link>https://bench.example/</link><description>generated for the ingest bench</description>',
  ];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(now.getTime() - (count - i) * 60_000);
    const subject = subjects[i % subjects.length] ?? '';
    const move = moves[(i * 7) % moves.length] ?? '';
    const link = i % 2 === 0 ? `/flash/${i}` : `https://bench.example/flash/${i}`;
    parts.push(
      `<item><title>${subject}${move}（第 ${i} 条）</title><guid>bench-${i}</guid><link>${link}</link>`,
      `<pubDate>${dateOf(i, at)}</pubDate><description><![CDATA[<p>${subject}${move}，`,
      `市场关注后续走势。<a href="/flash/${i}">原文</a><img src="/img/${i % 50}.png" alt="图"></p>]]>`,
      '</description></item>',
    );
  }
  parts.push('</channel></rss>\n');
  return parts.join('');
}

export interface IngestFigures {
  items: number;
  perSecond: number;
  readPerSecond: number;
}

export async function ingestBench(): Promise<IngestFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-ingest-bench-'));
  try {
    const file = join(dir, 'feed.xml');
    writeFileSync(file, ingestCorpus(items));
    const readStarted = performance.now();
    const feed = await feedSource([]).read(file);
    const readSeconds = (performance.now() - readStarted) / 1000;
    if (feed.items.length !== items) throw new Error(`read ${feed.items.length} of ${items}`);
    let out = '';
    let err = '';
    const started = performance.now();
    const code = await runIngest(['news', '--file', file], {
      stdout: { write: (chunk: string) => void (out += chunk) },
      stderr: { write: (chunk: string) => void (err += chunk) },
      env: { DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, LOG_LEVEL: 'silent' },
    });
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0 || !out.includes(`${items} read, ${items} stored`))
      throw new Error(`ingest failed (${code}): ${out}${err.slice(-500)}`);
    const figures = { items, perSecond: items / seconds, readPerSecond: items / readSeconds };
    console.log(
      `\nnews ingest (${items.toLocaleString('en-US')} generated items, SQLite, offline classification):\n` +
        `  the command:       ${figures.perSecond.toFixed(0)} items/s (${seconds.toFixed(1)} s)\n` +
        `  reading alone:     ${figures.readPerSecond.toFixed(0)} items/s (${readSeconds.toFixed(2)} s; decode, parse, dates, links)\n` +
        `  ratio:             ${(figures.perSecond / figures.readPerSecond).toFixed(3)}`,
    );
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ingestBench();
