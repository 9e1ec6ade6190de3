// Daily analysis (issue 15, spec 3 §2.2, §3): the months and days on offer, one day's record, the
// latest summary for the home's AI report block, and the admin's edit.
import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';

const m = messages.analysis;

/**
 * A Beijing calendar day, 'YYYY-MM-DD', that exists (2025-02-29 does not: the spec's embedded data
 * had one, the server refuses it with 400 and messages.analysis.dateInvalid).
 */
export const analysisDate = z.iso.date({ error: m.dateInvalid });

/** A month of the menu, 'YYYY-MM'. */
export const analysisMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** 'HH:MM', 24-hour clock, Beijing time. */
export const analysisTime = z
  .string({ error: m.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid);

/**
 * Which measure an abnormal indicator is about: one of the indicator charts' keys (the same maths
 * as /toTarget draws) or the daily close ('price', large moves).
 */
export const abnormalKinds = ['nupl', 'stock_to_flow', 'rainbow', 'whale', 'price'] as const;
export const abnormalKind = z.enum(abnormalKinds);
export type AbnormalKind = z.infer<typeof abnormalKind>;

/** The two kinds of major news item, as the spec labels them. */
export const majorTypes = ['利好', '利空'] as const;
export const majorType = z.enum(majorTypes, { error: m.majorTypeInvalid });
export type MajorType = z.infer<typeof majorType>;

const summary = z
  .string({ error: m.summaryRequired })
  .trim()
  .min(1, m.summaryRequired)
  .max(2000, m.summaryTooLong);
const title = z
  .string({ error: m.textRequired })
  .trim()
  .min(1, m.textRequired)
  .max(200, m.textTooLong);
const brief = z
  .string({ error: m.textRequired })
  .trim()
  .min(1, m.textRequired)
  .max(1000, m.textTooLong);
/** A site path ('/toTarget?list=1&unit=2'), an http(s) address, or '' (the spec allows an empty source link). */
const link = z
  .string({ error: m.linkInvalid })
  .trim()
  .max(500, m.linkInvalid)
  .regex(/^(|\/(?!\/)\S*|https?:\/\/\S+)$/, m.linkInvalid);
const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: m.listTooLong }).max(30, m.listTooLong);

/** One abnormal indicator of a day (spec 3 §3: name, value, interpretation, link). */
export const abnormalIndicator = z.object({
  kind: abnormalKind,
  /** Chinese name as the chart titles it (比特币未实现净盈亏（NUPL）, …). */
  name: title,
  /** The day's value formatted for reading ('0.512', '2.31 倍', '$98,420', '-12.4%'). */
  value: z.string().trim().min(1, m.textRequired).max(60, m.textTooLong),
  /** What changed and what it usually means (AI- or admin-written). */
  interpretation: brief,
  /**
   * The chart on this site: '/toTarget?list=L&unit=U' (1-based positions of the indicator
   * menu), or '' when the catalogue holds no chart for it.
   */
  link,
});
export type AbnormalIndicator = z.infer<typeof abnormalIndicator>;

/** One news event of a day (title, brief, time, link). */
export const analysisEvent = z.object({
  /** The news item of the news area, or null for an event an admin wrote in by hand. */
  news_id: z.number().int().positive().nullable(),
  title,
  brief,
  time: analysisTime,
  /** The article's original address, or '' when the feed gave none. */
  link,
});
export type AnalysisEvent = z.infer<typeof analysisEvent>;

/** One major item (type 利好 or 利空, brief, time, link). */
export const majorItem = z.object({
  news_id: z.number().int().positive().nullable(),
  type: majorType,
  /** The item's name (the news title), for major-event-detail's name. */
  title,
  brief,
  time: analysisTime,
  link,
});
export type MajorItem = z.infer<typeof majorItem>;

/** The texts and lists of a day: what the AI writes and the admin may rewrite. */
export const analysisContent = z.object({
  technical: z.object({
    summary,
    indicators: list(abnormalIndicator),
  }),
  news: z.object({
    summary,
    events: list(analysisEvent),
    major: list(majorItem),
  }),
});
export type AnalysisContent = z.infer<typeof analysisContent>;

/** A day's record as the page reads it. */
export const analysisRecord = analysisContent.extend({
  date: analysisDate,
  /** When the record was written (AI) or last edited (admin), ISO-8601 UTC. */
  updated_at: z.iso.datetime(),
  /** True once an admin edited the day: the schedule never writes over it again. */
  edited: z.boolean(),
});
export type AnalysisRecord = z.infer<typeof analysisRecord>;

/** One month of the menu: its days with a record, newest first. */
export const analysisMenuMonth = z.object({
  month: analysisMonth,
  days: z.array(analysisDate).min(1),
});
export type AnalysisMenuMonth = z.infer<typeof analysisMenuMonth>;

/** GET the months and days on offer. */
export const analysisMenu = defineEndpoint(() => ({
  id: 'analysis.analysisMenu',
  method: 'GET',
  path: '/api/v1/analysis/menu/',
  summary: 'The months and days that have a daily analysis, newest first',
  description:
    'Decision (the spec offered January–March of one year): every month that has at least one record, newest ' +
    'month first, and within a month its days newest first, so the first dropdown holds the latest day (the page ' +
    'opens it at start). A day is on offer once its record is written after the Beijing day closed, so today is ' +
    'never listed and no month lies in the future. Public: anyone sees which days exist. months is [] without records.',
  role: 'visitor',
  response: z.object({ months: z.array(analysisMenuMonth) }),
}));

/** GET one day's record. */
export const analysisDay = defineEndpoint(() => ({
  id: 'analysis.analysisDay',
  method: 'GET',
  path: '/api/v1/analysis/day/{date}/',
  summary:
    'One day’s daily analysis: technical summary, abnormal indicators, news summary, events, major items',
  description:
    'Decision: role user — a visitor receives 401 and the page asks to log in (messages.analysis.loginToRead); the ' +
    'texts are the product’s AI work, the menu and the home teaser stay public. date is a Beijing day; a malformed ' +
    'or impossible date (2025-02-29) is a 400 with 日期无效，应为 YYYY-MM-DD 格式的真实日期, a day without a record a ' +
    '404 with 该日暂无每日分析. Lists may be empty (a quiet day has no abnormal indicator). The abnormal indicators ' +
    'are computed from the product’s own Bitcoin history with the indicator charts’ maths (NUPL zone changes, S2F ' +
    'deflection extremes, rainbow band crossings, MVRV-Z levels, large price moves); events and major items come ' +
    'from the news area’s items of that Beijing day.',
  role: 'user',
  params: z.strictObject({ date: analysisDate }),
  response: analysisRecord,
}));

/** The latest day in short, for the home's AI report block. */
export const analysisLatestSummary = z.object({
  date: analysisDate,
  technical_summary: z.string(),
  news_summary: z.string(),
  /** Names of the day's abnormal indicators (may be empty). */
  abnormal: z.array(z.string()),
  /** How many major items of each kind the day had. */
  bullish: z.number().int().nonnegative(),
  bearish: z.number().int().nonnegative(),
});
export type AnalysisLatestSummary = z.infer<typeof analysisLatestSummary>;

/** GET the latest record's summary. */
export const analysisLatest = defineEndpoint(() => ({
  id: 'analysis.analysisLatest',
  method: 'GET',
  path: '/api/v1/analysis/latest/',
  summary: 'The newest daily analysis in short (home page AI report block)',
  description:
    'Decision: public (role visitor) — the home shows everyone the newest day’s two summaries, the names of its ' +
    'abnormal indicators and the count of major items, as a teaser; the full record (analysisDay) needs a login. ' +
    'latest is null while no record exists.',
  role: 'visitor',
  response: z.object({ latest: analysisLatestSummary.nullable() }),
}));

/** The record with who edited it, for the admin's editor. */
export const analysisAdminRecord = analysisRecord.extend({
  /** The admin's username of the last edit, null while only the AI wrote the day. */
  edited_by: z.string().nullable(),
});
export type AnalysisAdminRecord = z.infer<typeof analysisAdminRecord>;

/** GET one day for the admin's editor. */
export const analysisAdminDay = defineEndpoint(() => ({
  id: 'analysis.analysisAdminDay',
  method: 'GET',
  path: '/api/v1/admin/analysis/{date}/',
  summary: 'One day’s daily analysis for the dashboard editor (admin)',
  description:
    'The admin login does not carry a member session, so the editor reads through this route. Same 400 and 404 as ' +
    'analysisDay; edited_by names the last editing admin.',
  role: 'admin',
  permission: 'documents.edit',
  params: z.strictObject({ date: analysisDate }),
  response: analysisAdminRecord,
}));

/** PUT the admin's edit of a day. */
export const analysisEdit = defineEndpoint(() => ({
  id: 'analysis.analysisEdit',
  method: 'PUT',
  path: '/api/v1/admin/analysis/{date}/',
  summary: 'Replace a day’s texts and lists (admin); audited',
  description:
    'The body is the whole content (both summaries and the three lists, as analysisContent); it replaces the day’s ' +
    'content, marks the day edited (the schedule never writes it again) and records an audit entry ' +
    '(action analysis.edit, target analysis:YYYY-MM-DD, before and after) in the same transaction. Texts are trimmed ' +
    'plain text (the page renders them as text, never as HTML). Only an existing day can be edited: 404 with ' +
    '该日暂无每日分析 otherwise. Role admin; a member session receives 401/403.',
  role: 'admin',
  permission: 'documents.edit',
  params: z.strictObject({ date: analysisDate }),
  body: analysisContent.strict(),
  response: analysisAdminRecord,
  maxBytes: 256 * 1024,
}));
