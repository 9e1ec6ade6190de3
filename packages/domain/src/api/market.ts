import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { demoMark, publicSourceStatus, sourceKey } from './sources.ts';

const m = messages.market;

const marketAccess =
  'Decision: role user. Spec 3 §6 does not say who may read market data; the data pages belong to the logged-in product ' +
  '(a visitor sees the login prompt), so a visitor gets 401 and the site opens the login dialog.';

/** A calendar day, 'YYYY-MM-DD', that exists (no 2025-02-29). */
export const marketDate = z.iso.date({ error: m.dateInvalid });

/**
 * A series code: FRED-style (DGS10, CPIAUCSL), a calendar indicator id, or a route segment the
 * second detail version passes through as the id (nasdaq, us10y).
 */
export const seriesId = z
  .string({ error: m.seriesIdInvalid })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, m.seriesIdInvalid);

/** One observation as FRED answers it: value is a decimal string and '.' marks a missing value. */
export const observation = z.object({
  date: marketDate,
  value: z.string().regex(/^(\.|-?\d+(\.\d+)?)$/),
});
export type Observation = z.infer<typeof observation>;

/** The detail page drops FRED's missing-value marker before charting (spec 3 §5). */
export const missingObservationValue = '.';

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** GET fred-data: observations of one macro series. */
export const fredData = defineEndpoint(() => ({
  id: 'market.fredData',
  method: 'GET',
  path: '/api/v1/chart/fred-data/',
  summary: 'Observations of one macro series (FRED-style), by date',
  description:
    `${marketAccess} The overview asks limit=2&sort_order=desc (latest and previous); the detail page asks a date window ` +
    'with sort_order=asc (observation_start left out for 全部). sort_order defaults to asc; limit (1 to 100000, as FRED) ' +
    'defaults to every observation in the window. series_id is a catalogue id (@coinsight/domain/market, any case as in FRED); ' +
    'the answer names it in the catalogue\'s case. value is a string at full precision and "." means missing, as in FRED ' +
    "(the server stores no missing rows, so it never sends one). Served from the server's own tables (FRED ingests and the " +
    'demo generator; CBBTCUSD from the daily Bitcoin history), never proxied. An unknown series is a 404 with 数据系列不存在. ' +
    'observation_start after observation_end is a 400 with 开始日期不能晚于结束日期.',
  role: 'user',
  query: z
    .strictObject({
      series_id: seriesId,
      limit: z.coerce
        .number({ error: m.limitInvalid })
        .int(m.limitInvalid)
        .min(1, m.limitInvalid)
        .max(100_000, m.limitInvalid)
        .optional(),
      sort_order: z.enum(sortOrders, { error: m.sortOrderInvalid }).default('asc'),
      observation_start: marketDate.optional(),
      observation_end: marketDate.optional(),
    })
    .refine(
      (q) =>
        q.observation_start === undefined ||
        q.observation_end === undefined ||
        q.observation_start <= q.observation_end,
      { message: m.dateRangeInvalid, path: ['observation_start'] },
    ),
  response: z.object({
    series_id: z.string(),
    observations: z.array(observation),
    /** true when the series comes from the demo generator (a series never mixes sources, issue 34). */
    demo: demoMark,
  }),
}));

/** Importance of a calendar event: 0 to 3 stars (spec 3 §9). */
export const star = z.number().int().min(0).max(3);

/** A published figure as text ('3.2', '-0.1', '22.5'); null while not yet published or unknown. */
const figure = z.string().nullable();

/**
 * Where a figure came from: fred (computed from the FRED series the macro catalogue holds, once the
 * release has landed), online (the calendar source CALENDAR_URL, the Forex Factory weekly export),
 * file (an `ingest -- calendar --file` import), demo (the demo generator, or the macro area's demo
 * series in the embedded default). Chinese labels: messages.calendar.sources.
 */
export const figureSources = ['fred', 'online', 'file', 'demo'] as const;
export const figureSource = z.enum(figureSources);
export type FigureSource = z.infer<typeof figureSource>;

/** The source of each figure of a row; null exactly where the figure is null. */
export const figureSourcesOfRow = z.object({
  actual: figureSource.nullable(),
  consensus: figureSource.nullable(),
  previous: figureSource.nullable(),
});
export type FigureSourcesOfRow = z.infer<typeof figureSourcesOfRow>;

interface Figures {
  actual: string | null;
  consensus: string | null;
  previous: string | null;
  sources: FigureSourcesOfRow;
}

/** A figure has a source exactly when it is there. */
const sourcesMatchFigures = (row: Figures): boolean =>
  (['actual', 'consensus', 'previous'] as const).every(
    (k) => (row[k] === null) === (row.sources[k] === null),
  );
const sourcesMismatch = { message: 'sources must be null exactly where the figure is null' };

/** One row of the economic calendar (spec 3 §3), with where each figure came from. */
export const calendarRow = z
  .object({
    pub_time: z.iso.datetime(),
    indicator_id: seriesId,
    indicator_name: z.string(),
    country: z.string(),
    flag_url: z.string(),
    actual: figure,
    consensus: figure,
    previous: figure,
    star,
    category: z.string(),
    sources: figureSourcesOfRow,
  })
  .refine(sourcesMatchFigures, sourcesMismatch);
export type CalendarRow = z.infer<typeof calendarRow>;

/** A calendar row is demo data when any of its figures came from a generator (issue 34). */
export function calendarRowIsDemo(row: { sources: FigureSourcesOfRow }): boolean {
  return (
    row.sources.actual === 'demo' ||
    row.sources.consensus === 'demo' ||
    row.sources.previous === 'demo'
  );
}

/** The only countries the calendar page keeps (spec 3 §7). */
export const calendarCountries = ['美国', '欧元区'] as const;

/** GET economic/date/{date}: the economic calendar of one day. */
export const economicByDate = defineEndpoint(() => ({
  id: 'market.economicByDate',
  method: 'GET',
  path: '/api/v1/chart/economic/date/{date}/',
  summary: 'Economic calendar rows of one day',
  description:
    `${marketAccess} date is the Beijing calendar day (its 00:00 to 24:00 at UTC+8). The server answers only 美国 and ` +
    '欧元区 rows (issue 15), sorted by pub_time ascending (ISO-8601 UTC), then indicator_id. actual, consensus and previous are ' +
    'the figures as plain decimal text in the unit the indicator_name states (no %, K or M suffix), null when not yet ' +
    'published or unknown (the page shows 暂未发布 / 暂无); sources names where each came from (null beside a null figure). ' +
    'flag_url is an image URL the page can put in an img src (a data: SVG). A day without events is { success: true, data: [] }.',
  role: 'user',
  params: z.strictObject({ date: marketDate }),
  response: z.object({ success: z.literal(true), data: z.array(calendarRow) }),
}));

/** One historical row of a calendar or category series. */
export const categoryRow = z
  .object({
    pub_time: z.iso.datetime(),
    actual: figure,
    previous: figure,
    consensus: figure,
    indicator_name: z.string(),
    country: z.string(),
    star,
    sources: figureSourcesOfRow,
  })
  .refine(sourcesMatchFigures, sourcesMismatch);
export type CategoryRow = z.infer<typeof categoryRow>;

/** History ranges in years; 0 means all (spec 3 §9). */
export const historyRanges = [0, 1, 3, 5, 10] as const;
export type HistoryRange = (typeof historyRanges)[number];

const historyRange = z.coerce
  .number({ error: m.yearsInvalid })
  .pipe(z.literal(historyRanges, { error: m.yearsInvalid }));

const categoryResponse = z.object({ success: z.literal(true), data: z.array(categoryRow) });

const categoryNotes =
  `${marketAccess} seriesId is a calendar indicator_id (as economic/date answers it, exact case). Rows are the releases ` +
  'of that indicator that have an actual (rows with a null actual are dropped on the server, spec 3 §5), sorted by pub_time ' +
  'ascending (ISO-8601 UTC); figures and sources as in economic/date. years counts back from the current Beijing day ' +
  '(the same calendar day years earlier, both ends included). An unknown series is a 404 with 数据系列不存在.';

/** GET category/{seriesId}: the whole history of a series. */
export const category = defineEndpoint(() => ({
  id: 'market.category',
  method: 'GET',
  path: '/api/v1/chart/category/{seriesId}/',
  summary: 'Every historical row of a calendar or category series (range 0, all time)',
  description: categoryNotes,
  role: 'user',
  params: z.strictObject({ seriesId }),
  response: categoryResponse,
}));

/** GET category/{seriesId}/{years}: the last 1, 3, 5 or 10 years (0 = all). */
export const categoryYears = defineEndpoint(() => ({
  id: 'market.categoryYears',
  method: 'GET',
  path: '/api/v1/chart/category/{seriesId}/{years}/',
  summary: 'Historical rows of a series for the last 1, 3, 5 or 10 years, or all (0)',
  description: `${categoryNotes} years outside 0, 1, 3, 5, 10 is a 400 with 时间范围只能是 1、3、5、10 年或全部.`,
  role: 'user',
  params: z.strictObject({ seriesId, years: historyRange }),
  response: categoryResponse,
}));

/** The dashboard home cards, in display order, with their Chinese labels. */
export const dashboardCards = {
  members: '注册会员',
  vips: '有效 VIP',
  newMembersToday: '今日新增会员',
  orders: '订单总数',
  paidOrdersToday: '今日支付订单',
  revenue: '累计收入（元）',
  revenueToday: '今日收入（元）',
  pendingRefunds: '待处理退款',
} as const;
export type DashboardCardKey = keyof typeof dashboardCards;
export const dashboardCardKeys = Object.keys(dashboardCards) as DashboardCardKey[];

/** One figure on the dashboard home; value is a count, or yuan as a decimal string for the revenue cards. */
export const dashboardCard = z.object({
  key: z.enum(dashboardCardKeys as [DashboardCardKey, ...DashboardCardKey[]]),
  label: z.string(),
  value: z.string().regex(/^\d+(\.\d{1,2})?$/),
});
export type DashboardCard = z.infer<typeof dashboardCard>;

/** GET home/get_all: the admin dashboard's home figures. */
export const homeAll = defineEndpoint(() => ({
  id: 'market.homeAll',
  method: 'GET',
  path: '/api/v1/loginpart/home/get_all/',
  summary: 'Admin dashboard home: member, VIP, order, revenue and refund figures',
  description:
    'The spec writes the path without a leading slash; it gets one. Decision: role admin (the dashboard fetches it for the admin). ' +
    'The spec names only state and showlist; showlist is designed as the list of home cards, one per key of dashboardCards ' +
    '(members, vips, newMembersToday, orders, paidOrdersToday, revenue, revenueToday, pendingRefunds) in that order, ' +
    'each { key, label (Chinese), value }. value is a count, or yuan as a decimal string for revenue and revenueToday; ' +
    '"today" is the Beijing calendar day. generated_at is the ISO-8601 UTC time the figures were computed.',
  role: 'admin',
  permission: 'stats.read',
  response: z.object({
    state: z.literal('success'),
    showlist: z.array(dashboardCard),
    generated_at: z.iso.datetime(),
  }),
}));

/** GET sources: which sources serve demo data now, for the site-wide notice (issue 34). */
export const sources = defineEndpoint(() => ({
  id: 'market.sources',
  method: 'GET',
  path: '/api/v1/sources/',
  summary: 'Each data source and whether it serves real or demo data now (public)',
  description:
    'Decision: public (visitors included): the site shows a notice on every page while any source is demo. sources lists ' +
    'ticker, btc, macro, news and calendar in that order, each with its Chinese label and mode (real, demo or off); ' +
    'demo is the keys whose mode is demo (demoSources). Nothing else of the status (errors, hosts) is public: the ' +
    'admin reads that at admin.sources.',
  role: 'visitor',
  response: z.object({
    sources: z.array(publicSourceStatus),
    demo: z.array(sourceKey),
  }),
}));
