import { z } from 'zod';
import { indicatorKeys } from '../indicators/registry.ts';
import { messages } from '../messages/index.ts';
import { btcPriceSubscription } from '../realtime.ts';
import { chartFigure } from './chartFigure.ts';
import { defineEndpoint } from './endpoint.ts';
import { demoMark } from './sources.ts';

const m = messages.indicators;

/** A positive integer id taken from a path or a form field (both arrive as strings). */
const id = z.coerce
  .number({ error: m.idInvalid })
  .int(m.idInvalid)
  .positive(m.idInvalid)
  .max(2_147_483_647, m.idInvalid);

/** Chart frequencies of the price chart (spec 2 §9), in the order the buttons show them. */
export const priceFrequencies = ['live', '1h', '24h', '1w', '1m', '3m', '1y'] as const;
export const priceFrequency = z.enum(priceFrequencies, { error: m.frequencyInvalid });
export type PriceFrequency = z.infer<typeof priceFrequency>;

/** One point of the bitcoin price: price as a decimal string (no float rounding), added in unix seconds. */
export const pricePoint = z.object({
  price: z.string().regex(/^\d+(\.\d+)?$/),
  added: z.number().int().nonnegative(),
});
export type PricePoint = z.infer<typeof pricePoint>;

/** GET btc_price: the public bitcoin price series of one frequency. */
export const btcPrice = defineEndpoint(() => ({
  id: 'indicators.btcPrice',
  method: 'GET',
  path: '/api/v1/chart/btc_price/{frequency}/',
  summary: 'Bitcoin price series for one frequency (live, 1h, 24h, 1w, 1m, 3m, 1y)',
  description:
    'The spec writes the path without a leading slash; it gets one. Public (no login). ' +
    'Decision: stream is the Nes subscription path that pushes further live ticks (realtime.ts btcPriceSubscription, ' +
    '/prices/btc), so the live chart appends ticks after this first load; data is sorted by added ascending, added in ' +
    'unix seconds, price a decimal string in US dollars.',
  role: 'visitor',
  params: z.strictObject({ frequency: priceFrequency }),
  response: z.object({
    stream: z.literal(btcPriceSubscription),
    data: z.array(pricePoint),
    /** true while the points come from the demo walk or the generated history (issue 34). */
    demo: demoMark,
  }),
}));

export * from './chartFigure.ts';

/** GET btcdata: the chart of one indicator. */
export const btcData = defineEndpoint(() => ({
  id: 'indicators.btcData',
  method: 'GET',
  path: '/api/v1/chart/btcdata/{groupId}/{targetId}/',
  summary: 'The chart figure of one indicator (VIP)',
  description:
    'Spec: the client reads data.response.chart.figure, where data is the HTTP client’s body; the body is therefore ' +
    '{ response: { chart: { figure } } }. figure is Plotly-like JSON: data is the list of traces (x, y, name, type, mode), ' +
    'layout carries title, axes and images; unknown Plotly keys pass through untouched. ' +
    'groupId is the menu group, targetId the item id within the menu (ids are unique across groups). ' +
    'An unknown pair is a 404 with 指标不存在. ' +
    'Decision (issue 38): with points (the chart’s width in pixels, 16–4096) the figure is cut to from–to (ISO dates, ' +
    'both optional, one point kept either side) and thinned to about that many points per trace, keeping each pixel ' +
    'pair’s lowest and highest value (chartSampling in the domain), values to six significant digits; a window that ' +
    'fits is sent exactly. Without points the whole stored figure, exact (the CSV export reads it).',
  role: 'vip',
  params: z.strictObject({ groupId: id, targetId: id }),
  query: z.strictObject({
    points: z.coerce
      .number({ error: m.pointsInvalid })
      .int(m.pointsInvalid)
      .min(16, m.pointsInvalid)
      .max(4096, m.pointsInvalid)
      .optional(),
    from: z.iso.date({ error: messages.news.dateInvalid }).optional(),
    to: z.iso.date({ error: messages.news.dateInvalid }).optional(),
  }),
  response: z.object({
    response: z.object({ chart: z.object({ figure: chartFigure }) }),
    /** true while the chart is drawn from the generated Bitcoin history (issue 34). */
    demo: demoMark,
  }),
}));

/** Largest chart snapshot accepted: an 800x600 PNG stays far below this. */
export const snapshotMaxBytes = 2 * 1024 * 1024;

/** Where an indicator's free thumbnail is served; `v` names the stored picture, so a new upload gets a new URL. */
export const thumbnailPath = '/api/v1/filepro/thumbnail/{itemId}/';

/** POST upload_private: the admin stores an indicator's free thumbnail (a PNG snapshot of its chart). */
export const uploadPrivate = defineEndpoint(() => ({
  id: 'indicators.uploadPrivate',
  method: 'POST',
  path: '/api/v1/filepro/upload_private/',
  summary: 'Upload the free thumbnail (a PNG snapshot, 800x600) of an indicator chart (admin)',
  description:
    'multipart/form-data with image (a PNG file, at most 2 MiB) and targetId (the indicator item id). ' +
    'Decision (issue 5): an admin call. The image becomes the indicator’s free thumbnail, which visitors and non-VIP ' +
    'members see instead of the chart (gettargetall’s thumbnail) and which the favourites desk shows as imgSrc. ' +
    'The answer is { url, targetId }, url being the public thumbnail address (thumbnail endpoint, with ?v= naming ' +
    'this picture); a later upload for the same targetId replaces the earlier one. The server checks the PNG ' +
    'signature, not only the declared type: a non-PNG file is a 400 with 请上传 PNG 格式的图片, a missing one ' +
    '请选择要上传的文件, a file past 2 MiB a 413, an unknown targetId a 404 with 指标不存在.',
  role: 'admin',
  permission: 'catalogue.edit',
  consumes: 'multipart/form-data',
  maxBytes: snapshotMaxBytes + 64 * 1024,
  body: z.strictObject({
    image: z
      .file({ error: m.uploadChooseFile })
      .mime('image/png', m.uploadNotPng)
      .min(1, m.uploadChooseFile)
      .max(snapshotMaxBytes, m.uploadTooLarge),
    targetId: id,
  }),
  response: z.object({ url: z.string().startsWith('/'), targetId: z.number().int().positive() }),
}));

/** GET thumbnail: an indicator's free thumbnail, a PNG anyone may see. */
export const indicatorThumbnail = defineEndpoint(() => ({
  id: 'indicators.thumbnail',
  method: 'GET',
  path: thumbnailPath,
  summary: 'The free thumbnail (PNG) of one indicator (public)',
  description:
    'Public: the picture visitors and non-VIP members see instead of the chart. Answers image/png with ' +
    'Cache-Control public (a day): clients use the URL with ?v= that gettargetall, favorite/0 and upload_private ' +
    'give, which changes with every upload. An indicator without a thumbnail is a 404 with 指标不存在.',
  role: 'visitor',
  produces: 'image/png',
  params: z.strictObject({ itemId: id }),
  query: z.strictObject({
    v: z
      .string()
      .regex(/^[0-9a-f]{1,64}$/, m.idInvalid)
      .optional(),
  }),
  response: z.instanceof(Uint8Array),
}));

/** What every menu item has: detail lists the indicator names the chart (or article) covers. */
const menuItem = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  detail: z.array(z.string()),
});

/**
 * What draws an indicator: the indicator registry's keys (indicators/registry.ts). live_price is
 * the live price chart (btc_price), the others btcdata's figure.
 */
export const indicatorChartKeys = indicatorKeys;
export const indicatorChartKey = z.enum(indicatorChartKeys);
export type IndicatorChartKey = z.infer<typeof indicatorChartKey>;

/**
 * One indicator of the menu. chart_key says which chart draws it (null: a plain btcdata figure);
 * thumbnail is the URL of its free thumbnail, or null before the admin uploads one.
 */
export const indicatorItem = menuItem.extend({
  chart_key: indicatorChartKey.nullable(),
  thumbnail: z.string().startsWith('/').nullable(),
});
export type IndicatorItem = z.infer<typeof indicatorItem>;

/** A menu group; its count is items.length. */
export const indicatorGroup = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  items: z.array(indicatorItem),
});
export type IndicatorGroup = z.infer<typeof indicatorGroup>;

/** GET gettargetall: the indicator menu. */
export const getTargetAll = defineEndpoint(() => ({
  id: 'indicators.getTargetAll',
  method: 'GET',
  path: '/api/v1/loginpart/gettargetall/',
  summary: 'The indicator menu: groups of indicators',
  description:
    'Decision (issue 5): role visitor. The page shows visitors the lock and the free thumbnails (spec 1 §6), so the ' +
    'menu is public: titles, detail and each item’s thumbnail URL (null until the admin uploads one); the charts ' +
    'themselves come from btcdata, which is VIP, and the favourites group is added by the page for logged-in members. ' +
    'Groups carry a title besides the spec’s id so the menu can name them; list and unit in /toTarget are 1-based ' +
    'positions of group and item in this answer. chart_key live_price (the item 比特币实时价格) is the live price chart.',
  role: 'visitor',
  response: z.object({ itemlist: z.array(indicatorGroup) }),
}));

/**
 * A knowledge article: header_klg is its lead line, content plain text with paragraphs split by blank
 * lines. html, for an article written in the dashboard's 文档, is its body sanitised with the news
 * bodies' allow-list (pictures from documents.image), so the page can show its pictures.
 */
export const knowledgeItem = menuItem.extend({
  header_klg: z.string(),
  content: z.string(),
  html: z.string().optional(),
});
export type KnowledgeItem = z.infer<typeof knowledgeItem>;

export const knowledgeGroup = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  items: z.array(knowledgeItem),
});
export type KnowledgeGroup = z.infer<typeof knowledgeGroup>;

/** GET getknowledgeall: the knowledge menu with its articles. */
export const getKnowledgeAll = defineEndpoint(() => ({
  id: 'indicators.getKnowledgeAll',
  method: 'GET',
  path: '/api/v1/loginpart/getknowledgeall/',
  summary: 'The knowledge menu with every article (VIP)',
  description:
    'Decision: role vip, because the answer carries the articles themselves (spec 2 §6: knowledge is for VIP). ' +
    'content is plain text, paragraphs separated by a blank line. An article written in 文档 also carries html, its ' +
    'sanitised body with the pictures (issue 17); the page cleans it again with the news allow-list before showing it.',
  role: 'vip',
  response: z.object({ knowledgelist: z.array(knowledgeGroup) }),
}));

/** A chart on the member’s favourites desk. item_id equals targetId (both named by the spec). */
export const favoriteItem = z.object({
  item_id: z.number().int().positive(),
  list_index: z.number().int().nonnegative(),
  unit_index: z.number().int().nonnegative(),
  groupId: z.number().int().positive(),
  targetId: z.number().int().positive(),
  title: z.string(),
  imgSrc: z.string(),
  isFavorite: z.boolean(),
});
export type FavoriteItem = z.infer<typeof favoriteItem>;

/** GET favorite/0: the member’s favourites desk. */
export const favorites = defineEndpoint(() => ({
  id: 'indicators.favorites',
  method: 'GET',
  path: '/api/v1/loginpart/favorite/0',
  summary: 'The member’s favourite indicator charts',
  description:
    'The trailing 0 is part of the spec’s path (no trailing slash). Decision: items in the order they were added, ' +
    'has_favorite is items.length > 0; imgSrc is the indicator’s free thumbnail URL (upload_private) or an empty string.',
  role: 'vip',
  response: z.object({ has_favorite: z.boolean(), items: z.array(favoriteItem) }),
}));

/** GET favoritedetail: whether one indicator is a favourite (drives the favourite toggle). */
export const favoriteDetail = defineEndpoint(() => ({
  id: 'indicators.favoriteDetail',
  method: 'GET',
  path: '/api/v1/loginpart/favoritedetail/{groupId}/{targetId}/',
  summary: 'The favourite state of one indicator',
  description:
    'Decision: the spec does not show the answer; it is the favourite entity of spec 3 §3: { item_id, is_favorite, ' +
    'unit_index, list_index }, item_id being targetId, the indexes null when the indicator is not a favourite. ' +
    'An unknown indicator is a 404 with 指标不存在.',
  role: 'vip',
  params: z.strictObject({ groupId: id, targetId: id }),
  response: z.object({
    item_id: z.number().int().positive(),
    is_favorite: z.boolean(),
    unit_index: z.number().int().nonnegative().nullable(),
    list_index: z.number().int().nonnegative().nullable(),
  }),
}));

const index = z.coerce
  .number({ error: m.idInvalid })
  .int(m.idInvalid)
  .nonnegative(m.idInvalid)
  .max(10_000, m.idInvalid);

/** POST favorite/{itemId}/: adds an indicator to the favourites desk. */
export const addFavorite = defineEndpoint(() => ({
  id: 'indicators.addFavorite',
  method: 'POST',
  path: '/api/v1/loginpart/favorite/{itemId}/',
  summary: 'Add an indicator to the favourites desk',
  description:
    'itemId is the indicator (menu item) id. Spec 2 sends unit_index, list_index, group_id and target_id; spec 3 sends ' +
    'only unit_index and list_index, so group_id and target_id are optional: the server finds the group from itemId, and ' +
    'when they are given they must match (400 收藏的分组或指标与条目不符). Decision: adding an existing favourite is not an ' +
    'error; the answer is the stored item { item } either way. An unknown itemId is a 404 with 指标不存在.',
  role: 'vip',
  params: z.strictObject({ itemId: id }),
  body: z.strictObject({
    unit_index: index,
    list_index: index,
    group_id: id.optional(),
    target_id: id.optional(),
  }),
  response: z.object({ item: favoriteItem }),
}));

/** DELETE favorite/{itemId}/: removes an indicator from the desk. */
export const removeFavorite = defineEndpoint(() => ({
  id: 'indicators.removeFavorite',
  method: 'DELETE',
  path: '/api/v1/loginpart/favorite/{itemId}/',
  summary: 'Remove an indicator from the favourites desk',
  description:
    'Decision: remaining_favorites is the list of favourites left (same items as favorite/0), so the desk re-renders ' +
    'without a second call. An itemId that is not a favourite is a 404 with 收藏不存在.',
  role: 'vip',
  params: z.strictObject({ itemId: id }),
  response: z.object({ remaining_favorites: z.array(favoriteItem) }),
}));

/** The four home indicators, in the cards' order (spec 1 §2.3). */
export const summaryKeys = ['stock_to_flow', 'nupl', 'whale', 'rainbow'] as const;

/** One home card's reading of the newest stored day. */
export const indicatorReading = z.object({
  key: z.enum(summaryKeys),
  /** The value as the card shows it: S2F deflection as 0.85×, NUPL and MVRV-Z to two decimals, the rainbow's band name. */
  value: z.string(),
  zone: z.object({ name: z.string(), color: z.string().regex(/^#[0-9a-f]{6}$/i) }),
});
export type IndicatorReading = z.infer<typeof indicatorReading>;

/** GET chart/summary: today's values and zones of the four home indicators. */
export const indicatorSummary = defineEndpoint(() => ({
  id: 'indicators.summary',
  method: 'GET',
  path: '/api/v1/chart/summary/',
  summary: 'The newest day’s value and zone of the four home indicators (public)',
  description:
    'Decision (issue 17): public, visitors included — the home page shows it to everyone. A visitor sees one number and ' +
    'its zone name per indicator for the newest stored day, no series: the charts (btcdata), their history and alerts ' +
    'stay VIP. date is that UTC day (YYYY-MM-DD), null with no cards while btc_daily is empty. Cards come in summaryKeys ' +
    'order: stock_to_flow (price over the S2F model price, its zones s2fZones), nupl (nuplZones), whale (MVRV-Z, ' +
    'whaleZones; absent while the history is one day long), rainbow (the band name under the classic coefficients, ' +
    'value and zone name alike).',
  role: 'visitor',
  response: z.object({
    date: z.iso.date().nullable(),
    cards: z.array(indicatorReading).max(summaryKeys.length),
    /** true while the cards are read from the generated Bitcoin history (issue 34). */
    demo: demoMark,
  }),
}));
