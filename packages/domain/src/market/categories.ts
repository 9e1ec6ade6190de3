/** The route prefixes of the detail pages (spec 3 §2.1, §2.6), one per category. */
export const seriesCategories = [
  'market',
  'forex',
  'commodity',
  'bonds',
  'rates',
  'macro',
  'crypto',
] as const;
export type SeriesCategory = (typeof seriesCategories)[number];
