// Where the product's information comes from (issue 34): each outside source is real, or falls back
// to its demo generator, or is off; the admin panel, the monitoring JSON and the site-wide notice
// all read this one model.
import { z } from 'zod';
import { messages } from '../messages/index.ts';

/** Each source the server reads on a schedule, with its Chinese name for the panel and the notice. */
export const sourceLabels = {
  ticker: '实时价格',
  btc: '比特币日线',
  macro: '宏观数据',
  news: '新闻快讯',
  calendar: '财经日历',
} as const;
export type SourceKey = keyof typeof sourceLabels;
export const sourceKeys = Object.keys(sourceLabels) as [SourceKey, ...SourceKey[]];
export const sourceKey = z.enum(sourceKeys);

/**
 * What a source serves now: real (the outside source answered last time), demo (the generator,
 * because it is configured so or because the outside source is unreachable), off (nothing: no
 * generator fills it, e.g. SEED_DEMO=false while the source is unreachable).
 */
export const sourceModes = ['real', 'demo', 'off'] as const;
export type SourceMode = (typeof sourceModes)[number];
export const sourceMode = z.enum(sourceModes);

/** Chinese labels of the modes, as the panel and the notice show them. */
export const sourceModeLabels: Record<SourceMode, string> = {
  real: '实时数据',
  demo: '演示数据',
  off: '未启用',
};

const instant = z.iso.datetime();

/** One source's state, as the admin panel and the monitoring endpoint show it. */
export const sourceStatus = z.object({
  source: sourceKey,
  label: z.string(),
  mode: sourceMode,
  /** What the configuration asks for: real (MARKET_TICKER=binance, MACRO_SOURCE=fred …) or demo. */
  configured: z.enum(['real', 'demo']),
  /** Where a real read goes (the host or file it names), null for a demo-configured source. */
  origin: z.string().nullable(),
  /** The last time the outside source answered with data the server kept; null if it never did. */
  last_success: instant.nullable(),
  /** Rows this source feeds now in its main table (ticks kept for the ticker). */
  rows: z.number().int().nonnegative(),
  /** When the next scheduled read starts; null when nothing is scheduled (demo-configured, off). */
  next_run: instant.nullable(),
  /** A Chinese line naming the last failure (拒绝连接, 域名解析失败, 超时, HTTP 503, 格式错误 …), null after a success. */
  last_error: z.string().nullable(),
  last_error_at: instant.nullable(),
  /** A read runs now (scheduled, or 立即刷新). */
  running: z.boolean(),
});
export type SourceStatus = z.infer<typeof sourceStatus>;

/** The site-wide notice's view: each source's mode only, nothing an outsider should not see. */
export const publicSourceStatus = z.object({
  source: sourceKey,
  label: z.string(),
  mode: sourceMode,
});
export type PublicSourceStatus = z.infer<typeof publicSourceStatus>;

/** The sources serving demo data, in sourceKeys order: the notice shows while this is not empty. */
export function demoSources(
  statuses: readonly { source: SourceKey; mode: SourceMode }[],
): SourceKey[] {
  return sourceKeys.filter((key) => statuses.some((s) => s.source === key && s.mode === 'demo'));
}

/**
 * The site-wide notice while any source serves demo data, naming them in sourceKeys order; null
 * while none does. The server writes it into the page it sends, the site keeps it current.
 */
export function demoNoticeText(
  statuses: readonly { source: SourceKey; mode: SourceMode }[],
): string | null {
  const demo = demoSources(statuses);
  return demo.length === 0
    ? null
    : `${messages.demoData.notice}${demo.map((key) => sourceLabels[key]).join('、')}`;
}

/**
 * The mark on a piece of data a generator made. Absent on real data; `true` on demo data. Whole
 * responses carry it where one source feeds the whole answer (a series, a chart, the price); items
 * carry it where a list can mix sources (news). Calendar rows say it per figure already
 * (sources.actual / consensus / previous = 'demo'; see calendarRowIsDemo).
 */
export const demoMark = z.literal(true).optional();
