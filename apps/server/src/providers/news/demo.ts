import { drawEvent, tellEvent, topicOf, type DemoEvent } from '@coinsight/domain/news';
import { dedupeKeyOf } from './dedupeKey.ts';
import type { DemoNewsProvider, ReadyNews } from './types.ts';

/** A small deterministic generator (mulberry32), so every demo database reads the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const dayMs = 86_400_000;
const beijingOffsetMs = 8 * 3_600_000;

const sources = ['币见快讯', '链上观察', '币见研究院', '市场速递'];
const authors = ['王芳', '李明', '张伟', '陈静', '刘洋', '赵磊'];

/** Events that happen once in a while, not every few days: each at most once in the history. */
const rare = new Set<DemoEvent['kind']>(['secSuit', 'stablecoinRules', 'marketBill', 'hack']);
/** What a day may bring besides its scheduled items, the common ones listed twice. */
const everyday: readonly DemoEvent['kind'][] = [
  'treasuryBuy',
  'altMove',
  'altMove',
  'whaleDeposit',
  'whaleDeposit',
  'listing',
  'gold',
  'hashrate',
  'exchangeBalance',
  'usdtSupply',
  'secSuit',
  'stablecoinRules',
  'marketBill',
  'hack',
];

/** The first given weekday (0 Sunday) of a UTC month, as a day number. */
function firstWeekday(year: number, month: number, dow: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((dow - first + 7) % 7);
}

/** The first Monday-to-Friday on or after `day` of a UTC month. */
function businessDayFrom(year: number, month: number, day: number): number {
  let d = day;
  while ([0, 6].includes(new Date(Date.UTC(year, month, d)).getUTCDay())) d += 1;
  return d;
}

/** The months the Fed meets in (the demo calendar's), on their third Wednesday. */
const fedMonths = [0, 2, 4, 5, 6, 8, 9, 11];

interface Timed {
  at: Date;
  event: DemoEvent;
}

/**
 * The scheduled items of a Beijing day (`start` its midnight in UTC ms): the ETF flows and the US
 * close on the mornings after a US trading day, CPI and payrolls on their release days (21:30
 * Beijing, New York's winter hours like the demo calendar), the Fed's decision at 03:00 the day
 * after its meeting.
 */
function scheduled(start: number, rand: () => number): Timed[] {
  const out: Timed[] = [];
  const minute = (h: number, m: number) =>
    new Date(start - beijingOffsetMs + (h * 60 + m) * 60_000);
  const local = new Date(start);
  const dow = local.getUTCDay();
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  if (dow >= 2 && dow <= 6) {
    out.push({ at: minute(5, 5 + Math.floor(rand() * 20)), event: drawEvent(rand, 'stocksClose') });
    out.push({ at: minute(9, Math.floor(rand() * 90)), event: drawEvent(rand, 'etfFlow') });
  }
  const previousMonth = m === 0 ? 12 : m;
  if (d === businessDayFrom(y, m, 12))
    out.push({ at: minute(21, 30), event: { ...drawEvent(rand, 'cpi'), month: previousMonth } });
  if (d === firstWeekday(y, m, 5))
    out.push({
      at: minute(21, 30),
      event: { ...drawEvent(rand, 'payrolls'), month: previousMonth },
    });
  // The meeting's Wednesday in UTC is the Thursday in Beijing when the decision lands.
  const yesterday = new Date(start - dayMs);
  const [ym, yd] = [yesterday.getUTCMonth(), yesterday.getUTCDate()];
  if (fedMonths.includes(ym) && yd === firstWeekday(yesterday.getUTCFullYear(), ym, 3) + 14)
    out.push({ at: minute(3, 0), event: drawEvent(rand, 'fedDecision') });
  return out;
}

/**
 * Believable Chinese flash items over the `days` days before `now`, each told from one event
 * record (domain `tellEvent`: title, summary, body and impact from the same figures and names):
 * the scheduled releases on their days, six to nine other items on a weekday and three to five at
 * weekends, Beijing daytime heavier.
 */
export function demoNewsItems(now: Date, days = 60): ReadyNews[] {
  const rand = random(20_261_124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const used = new Set<DemoEvent['kind']>();
  const items: ReadyNews[] = [];
  const today = Math.floor((now.getTime() + beijingOffsetMs) / dayMs) * dayMs;
  for (let day = days; day >= 0; day -= 1) {
    const start = today - day * dayMs;
    const dow = new Date(start).getUTCDay();
    const timed = scheduled(start, rand);
    const perDay = dow === 0 || dow === 6 ? 3 + Math.floor(rand() * 3) : 6 + Math.floor(rand() * 4);
    const kinds = new Set(timed.map((t) => t.event.kind));
    for (let k = 0; k < perDay; k += 1) {
      const kind = pick(everyday);
      if ((rare.has(kind) && used.has(kind)) || (kind !== 'altMove' && kinds.has(kind))) continue;
      used.add(kind);
      kinds.add(kind);
      // 08:00 to 24:00 Beijing most of the time, the night's hours now and then.
      const hour = rand() < 0.85 ? 8 + Math.floor(rand() * 16) : Math.floor(rand() * 8);
      const at = new Date(start - beijingOffsetMs + (hour * 60 + Math.floor(rand() * 60)) * 60_000);
      timed.push({ at, event: drawEvent(rand, kind) });
    }
    timed.forEach(({ at, event }, k) => {
      if (at > now) return;
      const told = tellEvent(event);
      const html = told.body.map((p) => `<p>${p}</p>`).join('');
      items.push({
        dedupeKey: dedupeKeyOf({ guid: `demo-${day}-${k}`, fallback: told.title }),
        title: told.title,
        publishedAt: new Date(Math.floor(at.getTime() / 60_000) * 60_000),
        type: told.type,
        important: told.important,
        topic: topicOf(told.title, told.summary),
        summary: told.summary,
        source: pick(sources),
        author: pick(authors),
        link: null,
        html,
        plain: told.body.join(' '),
        demo: true,
      });
    });
  }
  return items.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

/** The demo source (NEWS_SOURCE=demo): its items are seeded once into an empty news table. */
export const demoNews: DemoNewsProvider = { origin: 'demo', items: demoNewsItems };
