import { dayMs, dayOf, dayTime } from '../indicators/btcDay.ts';

const digits: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const smallUnits: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1_000 };
const bigUnits: Readonly<Record<string, number>> = { 万: 10_000, 亿: 100_000_000 };

/** A number written in Chinese numerals (十万, 两千五百, 三), or null when it is not one. */
export function parseChineseNumber(text: string): number | null {
  if (!/^[零〇一二两三四五六七八九十百千万亿]+$/.test(text)) return null;
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const char of text) {
    if (char in digits) digit = digits[char]!;
    else if (char in smallUnits) {
      section += (digit || 1) * smallUnits[char]!;
      digit = 0;
    } else {
      total = (total + section + digit) * bigUnits[char]!;
      section = 0;
      digit = 0;
    }
  }
  return total + section + digit;
}

/** A figure in Arabic or Chinese numerals, with an optional 万/千/亿/k multiplier after it. */
function figureOf(number: string, unit: string | undefined): number | null {
  const base = /^\d/.test(number) ? Number(number.replace(/,/g, '')) : parseChineseNumber(number);
  if (base === null || !Number.isFinite(base)) return null;
  const times: Record<string, number> = {
    万: 1e4,
    w: 1e4,
    W: 1e4,
    千: 1e3,
    k: 1e3,
    K: 1e3,
    亿: 1e8,
  };
  return base * (unit ? (times[unit] ?? 1) : 1);
}

export interface Amount {
  value: number;
  /** 美元 when the question says dollars (美元, 美金, U, USDT); 元 otherwise. */
  currency: '元' | '美元';
}

const amountPattern =
  /(\d[\d,]*(?:\.\d+)?|[一二两三四五六七八九十百千]+)\s*(万|千|亿|k|K|w|W)?\s*(美元|美金|刀|USDT|usdt|U|u|元|块|人民币)?/g;

/**
 * The sum of money a question names: 10万, 500美元, 一千块, 1.5万. A bare number counts only
 * with a multiplier or a currency, so years (2024年), days and percentages are not amounts.
 */
export function parseAmount(question: string): Amount | null {
  for (const match of question.matchAll(amountPattern)) {
    const [, number = '', unit, currency] = match;
    const after = question.slice((match.index ?? 0) + match[0].length);
    if (!unit && !currency) continue;
    if (/^[年月日号天周个%]/.test(after) && !currency) continue;
    if (/^\d/.test(number) && !unit && /^(年|月)/.test(after)) continue;
    const value = figureOf(number, unit);
    if (value === null || value <= 0) continue;
    const dollars = currency !== undefined && /美元|美金|刀|USDT|usdt|^U$|^u$/.test(currency);
    return { value, currency: dollars ? '美元' : '元' };
  }
  // "每周投100": a bare figure right after a verb of investing is a sum too.
  const bare =
    /(?:定投|投入|投|买入|买|放|存)\s*(\d[\d,]*(?:\.\d+)?)(?![\d.,年月日号天周个%])/.exec(question);
  return bare ? { value: Number(bare[1]!.replace(/,/g, '')), currency: '元' } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

function validDay(year: number, month: number, date: number): string | null {
  if (month < 1 || month > 12 || date < 1 || date > lastDayOfMonth(year, month)) return null;
  return `${year}-${pad(month)}-${pad(date)}`;
}

function yearWord(word: string, thisYear: number): number | null {
  return ({ 今年: 0, 去年: -1, 前年: -2 } as Record<string, number>)[word] !== undefined
    ? thisYear + ({ 今年: 0, 去年: -1, 前年: -2 } as Record<string, number>)[word]!
    : null;
}

/** A written month span: its first and last day. */
interface Span {
  from: string;
  to: string;
}

/** The first day, month or year a question names, as the span it covers. */
function firstSpan(question: string, today: string): Span | null {
  const thisYear = Number(today.slice(0, 4));
  const iso = /(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(question);
  const written =
    /(\d{4}|今年|去年|前年)\s*年?\s*(?:(\d{1,2}|[一二三四五六七八九十]+)\s*月(?:份)?\s*(?:(\d{1,2})\s*[日号])?|(初|年初|底|年底|末|年末))?/.exec(
      question,
    );
  const candidates: Array<{ at: number; span: Span | null }> = [];
  if (iso) {
    const y = Number(iso[1]);
    const m = Number(iso[2]);
    const from = validDay(y, m, iso[3] ? Number(iso[3]) : 1);
    const to = iso[3] ? from : validDay(y, m, lastDayOfMonth(y, m));
    candidates.push({ at: iso.index, span: from && to ? { from, to } : null });
  }
  if (written && (/^\d{4}/.test(written[0]) ? /年|月/.test(written[0]) : true)) {
    const year = /^\d{4}$/.test(written[1]!)
      ? Number(written[1])
      : yearWord(written[1]!, thisYear)!;
    const monthText = written[2];
    const month = monthText
      ? /^\d/.test(monthText)
        ? Number(monthText)
        : parseChineseNumber(monthText)!
      : null;
    let span: Span | null;
    if (month !== null) {
      const from = validDay(year, month, written[3] ? Number(written[3]) : 1);
      const to = written[3] ? from : validDay(year, month, lastDayOfMonth(year, month));
      span = from && to ? { from, to } : null;
    } else if (written[4] && /底|末/.test(written[4]))
      span = { from: `${year}-12-31`, to: `${year}-12-31` };
    else span = { from: `${year}-01-01`, to: `${year}-12-31` };
    candidates.push({ at: written.index, span });
  }
  candidates.sort((a, b) => a.at - b.at);
  return candidates[0]?.span ?? null;
}

/** The first day a question names (2024年1月 → 2024-01-01, 去年年初 → last 1 January), or null. */
export function parseQuestionDate(question: string, today: string): string | null {
  return firstSpan(question, today)?.from ?? null;
}

export interface Period {
  from: string;
  to: string;
  /** How the answer names it: 过去 30 天, 今年以来, 2024年2月. */
  label: string;
}

const unitDays: Readonly<Record<string, number>> = { 天: 1, 日: 1, 周: 7, 星期: 7 };

function countOf(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : parseChineseNumber(text);
}

/** The same day `months` months before (clamped to the month's end). */
export function monthsBack(today: string, months: number): string {
  const t = new Date(dayTime(today));
  const target = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - months, 1));
  const date = Math.min(
    t.getUTCDate(),
    lastDayOfMonth(target.getUTCFullYear(), target.getUTCMonth() + 1),
  );
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(date)}`;
}

/** The span of days a question asks about, ending today unless it names a month or year; null when it names none. */
export function parsePeriod(question: string, today: string): Period | null {
  const back =
    /(?:过去|最近|近|前)\s*(\d+|[一二两三四五六七八九十半]+)?\s*(个)?\s*(天|日|周|星期|月|年)/.exec(
      question,
    );
  if (back) {
    const n = back[1] === '半' ? 0.5 : back[1] ? countOf(back[1]) : 1;
    const unit = back[3]!;
    if (n !== null && n > 0) {
      let from: string;
      if (unit === '月') from = monthsBack(today, Math.round(n));
      else if (unit === '年') from = monthsBack(today, Math.round(n * 12));
      else from = dayOf(dayTime(today) - n * unitDays[unit]! * dayMs);
      return { from, to: today, label: `过去${back[1] ?? '一'}${back[2] ?? ''}${unit}` };
    }
  }
  if (/今年以来|年初至今|今年/.test(question))
    return { from: `${today.slice(0, 4)}-01-01`, to: today, label: '今年以来' };
  if (/本周|这周|这一周|本星期/.test(question)) {
    const weekday = (new Date(dayTime(today)).getUTCDay() + 6) % 7;
    return { from: dayOf(dayTime(today) - weekday * dayMs), to: today, label: '本周' };
  }
  if (/本月|这个月/.test(question))
    return { from: `${today.slice(0, 7)}-01`, to: today, label: '本月' };
  if (/上个月|上月/.test(question)) {
    const from = monthsBack(`${today.slice(0, 7)}-01`, 1);
    const y = Number(from.slice(0, 4));
    const m = Number(from.slice(5, 7));
    return { from, to: `${from.slice(0, 7)}-${pad(lastDayOfMonth(y, m))}`, label: '上个月' };
  }
  const span = firstSpan(question, today);
  if (!span) return null;
  const since = /以来|至今|到现在|开始|起/.test(question);
  const to = since || span.to > today ? today : span.to;
  const label = since
    ? `${span.from} 以来`
    : span.from === span.to
      ? span.from
      : `${span.from} 至 ${to}`;
  return { from: span.from, to, label };
}
