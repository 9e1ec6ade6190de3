/** Which chart draws an indicator: one of the four home indicators, the live price, or a plain figure. */
export const chartKinds = [
  'stockToFlow',
  'nupl',
  'whale',
  'rainbow',
  'livePrice',
  'figure',
] as const;
export type ChartKind = (typeof chartKinds)[number];

/** Keys the server's catalogue may put on an item (snake case as in its database). */
const byKey: Record<string, ChartKind> = {
  stock_to_flow: 'stockToFlow',
  stocktoflow: 'stockToFlow',
  s2f: 'stockToFlow',
  nupl: 'nupl',
  whale: 'whale',
  whales: 'whale',
  rainbow: 'rainbow',
  live_price: 'livePrice',
};

/** Titles of the catalogue's items, for an answer without chart_key (older servers, the mocks). */
const byTitle: [RegExp, ChartKind][] = [
  [/存量流量|stock.?to.?flow/i, 'stockToFlow'],
  [/nupl/i, 'nupl'],
  [/巨鲸|whale/i, 'whale'],
  [/彩虹|rainbow/i, 'rainbow'],
  [/实时价格|real-?time bitcoin price/i, 'livePrice'],
];

/** Spec 2 §2.1: the item titled 'real-time bitcoin price' switches the chart area to the live price chart. */
export function chartKindOf(item: { title: string; chart_key?: string | null }): ChartKind {
  const key = item.chart_key?.trim().toLowerCase();
  if (key && key in byKey) return byKey[key]!;
  for (const [pattern, kind] of byTitle) if (pattern.test(item.title)) return kind;
  return 'figure';
}
