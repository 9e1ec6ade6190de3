/**
 * The calendar indicators we name in Chinese: the scheduled US and euro-area releases of the
 * Forex Factory export that move markets, keyed by the export's currency and title. A release
 * whose title is not here keeps its own title (see `unlistedIndicator`).
 *
 * `unit` turns a figure as the export writes it ("180K", "1.42M", "3.4%") into the unit the
 * Chinese name states: 10,000 for 万, 1 for percentages and indices.
 *
 * `fred` links an indicator to a series of the macro catalogue: once the release has landed and
 * FRED holds the period it reports, its actual is computed from that series (see fred.ts).
 * Decisions: only where the catalogue series is the figure the release headlines — CPI-U
 * seasonally adjusted for the CPI (the y/y headline is computed by BLS from the unadjusted index,
 * so it can differ by 0.1), payrolls, the unemployment rate, retail sales, industrial production,
 * the ISM PMI (NAPM, which FRED no longer carries: served from a file or the demo), the final
 * Michigan sentiment, GDP, new home sales, permits and the policy rate's upper bound. FRED holds
 * the current vintage, so a revised month shows its revised figure, not the first print. Core
 * CPI, PPI (the catalogue's PPIACO is all commodities, not final demand), claims and every
 * euro-area figure have no catalogue series: their actuals come from a file or the source.
 */

/** Which observation a release reports, from the release's own (UTC) date. */
export type FredPeriod = 'previousMonth' | 'sameMonth' | 'previousQuarter' | 'nextDay';

/**
 * How the figure is computed from the observations: the level; the percent change on the
 * previous period (m/m, q/q); on the same period a year earlier (y/y); the difference from the
 * previous period (payrolls' change).
 */
export type FredTransform = 'level' | 'changePct' | 'yearPct' | 'diff';

export interface FredLink {
  seriesId: string;
  period: FredPeriod;
  transform: FredTransform;
  /** Multiplies the computed figure into the name's unit (PAYEMS is in thousands: 0.1 gives 万人). */
  factor: number;
  decimals: number;
}

export interface CalendarIndicator {
  /** The indicator_id of the calendar rows and the category endpoint's seriesId. */
  id: string;
  name: string;
  country: '美国' | '欧元区';
  category: string;
  /** The export's currency and its titles of this release. */
  currency: 'USD' | 'EUR';
  titles: readonly string[];
  /** The export's number divided by this is the figure in the name's unit. */
  unit: number;
  /** Importance when a file leaves it out (the export always states it). */
  star: number;
  fred?: FredLink;
}

const tenThousand = 10_000;

const monthPct = (seriesId: string): FredLink => ({
  seriesId,
  period: 'previousMonth',
  transform: 'changePct',
  factor: 1,
  decimals: 1,
});

export const calendarIndicators: readonly CalendarIndicator[] = [
  {
    id: 'US_CPI_MOM',
    name: '美国CPI月率（%）',
    country: '美国',
    category: '通胀',
    currency: 'USD',
    titles: ['CPI m/m'],
    unit: 1,
    star: 3,
    fred: monthPct('CPIAUCSL'),
  },
  {
    id: 'US_CPI_YOY',
    name: '美国CPI年率（%）',
    country: '美国',
    category: '通胀',
    currency: 'USD',
    titles: ['CPI y/y'],
    unit: 1,
    star: 3,
    fred: { ...monthPct('CPIAUCSL'), transform: 'yearPct' },
  },
  {
    id: 'US_CORE_CPI_MOM',
    name: '美国核心CPI月率（%）',
    country: '美国',
    category: '通胀',
    currency: 'USD',
    titles: ['Core CPI m/m'],
    unit: 1,
    star: 3,
  },
  {
    id: 'US_CORE_CPI_YOY',
    name: '美国核心CPI年率（%）',
    country: '美国',
    category: '通胀',
    currency: 'USD',
    titles: ['Core CPI y/y'],
    unit: 1,
    star: 2,
  },
  {
    id: 'US_PPI_MOM',
    name: '美国PPI月率（%）',
    country: '美国',
    category: '通胀',
    currency: 'USD',
    titles: ['PPI m/m'],
    unit: 1,
    star: 2,
  },
  {
    id: 'US_CORE_PPI_MOM',
    name: '美国核心PPI月率（%）',
    country: '美国',
    category: '通胀',
    currency: 'USD',
    titles: ['Core PPI m/m'],
    unit: 1,
    star: 2,
  },
  {
    id: 'US_CORE_PCE_MOM',
    name: '美国核心PCE物价指数月率（%）',
    country: '美国',
    category: '通胀',
    currency: 'USD',
    titles: ['Core PCE Price Index m/m'],
    unit: 1,
    star: 3,
  },
  {
    id: 'US_NFP',
    name: '美国非农就业人口变动（万人）',
    country: '美国',
    category: '就业',
    currency: 'USD',
    titles: ['Non-Farm Employment Change'],
    unit: tenThousand,
    star: 3,
    fred: {
      seriesId: 'PAYEMS',
      period: 'previousMonth',
      transform: 'diff',
      factor: 0.1,
      decimals: 1,
    },
  },
  {
    id: 'US_UNEMPLOYMENT',
    name: '美国失业率（%）',
    country: '美国',
    category: '就业',
    currency: 'USD',
    titles: ['Unemployment Rate'],
    unit: 1,
    star: 3,
    fred: {
      seriesId: 'UNRATE',
      period: 'previousMonth',
      transform: 'level',
      factor: 1,
      decimals: 1,
    },
  },
  {
    id: 'US_INITIAL_CLAIMS',
    name: '美国当周初请失业金人数（万人）',
    country: '美国',
    category: '就业',
    currency: 'USD',
    titles: ['Unemployment Claims'],
    unit: tenThousand,
    star: 2,
  },
  {
    id: 'US_ADP',
    name: '美国ADP就业人数变动（万人）',
    country: '美国',
    category: '就业',
    currency: 'USD',
    titles: ['ADP Non-Farm Employment Change'],
    unit: tenThousand,
    star: 2,
  },
  {
    id: 'US_JOLTS',
    name: '美国JOLTS职位空缺（万个）',
    country: '美国',
    category: '就业',
    currency: 'USD',
    titles: ['JOLTS Job Openings'],
    unit: tenThousand,
    star: 2,
  },
  {
    id: 'US_RETAIL_SALES_MOM',
    name: '美国零售销售月率（%）',
    country: '美国',
    category: '消费',
    currency: 'USD',
    titles: ['Retail Sales m/m'],
    unit: 1,
    star: 3,
    fred: monthPct('RSAFS'),
  },
  {
    id: 'US_CORE_RETAIL_SALES_MOM',
    name: '美国核心零售销售月率（%）',
    country: '美国',
    category: '消费',
    currency: 'USD',
    titles: ['Core Retail Sales m/m'],
    unit: 1,
    star: 2,
  },
  {
    id: 'US_UMCSENT_PRELIM',
    name: '美国密歇根大学消费者信心指数初值',
    country: '美国',
    category: '信心',
    currency: 'USD',
    titles: ['Prelim UoM Consumer Sentiment'],
    unit: 1,
    star: 2,
  },
  {
    id: 'US_UMCSENT',
    name: '美国密歇根大学消费者信心指数终值',
    country: '美国',
    category: '信心',
    currency: 'USD',
    titles: ['Revised UoM Consumer Sentiment'],
    unit: 1,
    star: 1,
    fred: { seriesId: 'UMCSENT', period: 'sameMonth', transform: 'level', factor: 1, decimals: 1 },
  },
  {
    id: 'US_CB_CONFIDENCE',
    name: '美国谘商会消费者信心指数',
    country: '美国',
    category: '信心',
    currency: 'USD',
    titles: ['CB Consumer Confidence'],
    unit: 1,
    star: 2,
  },
  {
    id: 'US_ISM_PMI',
    name: '美国ISM制造业PMI',
    country: '美国',
    category: '景气',
    currency: 'USD',
    titles: ['ISM Manufacturing PMI'],
    unit: 1,
    star: 3,
    fred: { seriesId: 'NAPM', period: 'previousMonth', transform: 'level', factor: 1, decimals: 1 },
  },
  {
    id: 'US_ISM_SERVICES_PMI',
    name: '美国ISM非制造业PMI',
    country: '美国',
    category: '景气',
    currency: 'USD',
    titles: ['ISM Services PMI'],
    unit: 1,
    star: 3,
  },
  {
    id: 'US_INDPRO_MOM',
    name: '美国工业产出月率（%）',
    country: '美国',
    category: '景气',
    currency: 'USD',
    titles: ['Industrial Production m/m'],
    unit: 1,
    star: 1,
    fred: monthPct('INDPRO'),
  },
  {
    id: 'US_GDP_QOQ',
    name: '美国实际GDP年化季率（%）',
    country: '美国',
    category: '经济增长',
    currency: 'USD',
    titles: ['Advance GDP q/q', 'Prelim GDP q/q', 'Final GDP q/q'],
    unit: 1,
    star: 3,
    fred: {
      seriesId: 'A191RL1Q225SBEA',
      period: 'previousQuarter',
      transform: 'level',
      factor: 1,
      decimals: 1,
    },
  },
  {
    id: 'US_NEW_HOME_SALES',
    name: '美国新屋销售（万户，年化）',
    country: '美国',
    category: '房地产',
    currency: 'USD',
    titles: ['New Home Sales'],
    unit: tenThousand,
    star: 1,
    fred: {
      seriesId: 'HSN1F',
      period: 'previousMonth',
      transform: 'level',
      factor: 0.1,
      decimals: 1,
    },
  },
  {
    id: 'US_EXISTING_HOME_SALES',
    name: '美国成屋销售（万户，年化）',
    country: '美国',
    category: '房地产',
    currency: 'USD',
    titles: ['Existing Home Sales'],
    unit: tenThousand,
    star: 1,
  },
  {
    id: 'US_BUILDING_PERMITS',
    name: '美国营建许可（万户，年化）',
    country: '美国',
    category: '房地产',
    currency: 'USD',
    titles: ['Building Permits'],
    unit: tenThousand,
    star: 1,
    fred: {
      seriesId: 'PERMIT',
      period: 'previousMonth',
      transform: 'level',
      factor: 0.1,
      decimals: 1,
    },
  },
  {
    id: 'US_EIA_CRUDE',
    name: '美国EIA原油库存变化（万桶）',
    country: '美国',
    category: '能源',
    currency: 'USD',
    titles: ['Crude Oil Inventories'],
    unit: tenThousand,
    star: 1,
  },
  {
    id: 'US_FED_RATE',
    name: '美联储利率决议（上限，%）',
    country: '美国',
    category: '央行',
    currency: 'USD',
    titles: ['Federal Funds Rate'],
    unit: 1,
    star: 3,
    fred: { seriesId: 'DFEDTARU', period: 'nextDay', transform: 'level', factor: 1, decimals: 2 },
  },
  {
    id: 'US_FOMC_STATEMENT',
    name: '美联储利率决议声明',
    country: '美国',
    category: '央行',
    currency: 'USD',
    titles: ['FOMC Statement'],
    unit: 1,
    star: 3,
  },
  {
    id: 'US_FOMC_PRESS',
    name: '美联储主席新闻发布会',
    country: '美国',
    category: '央行',
    currency: 'USD',
    titles: ['FOMC Press Conference'],
    unit: 1,
    star: 3,
  },
  {
    id: 'US_FOMC_MINUTES',
    name: '美联储会议纪要',
    country: '美国',
    category: '央行',
    currency: 'USD',
    titles: ['FOMC Meeting Minutes'],
    unit: 1,
    star: 3,
  },
  {
    id: 'US_BANK_HOLIDAY',
    name: '美国银行假日',
    country: '美国',
    category: '假日',
    currency: 'USD',
    titles: ['Bank Holiday'],
    unit: 1,
    star: 0,
  },
  {
    id: 'EZ_HICP_YOY',
    name: '欧元区调和CPI年率（%）',
    country: '欧元区',
    category: '通胀',
    currency: 'EUR',
    titles: ['CPI Flash Estimate y/y'],
    unit: 1,
    star: 2,
  },
  {
    id: 'EZ_CORE_HICP_YOY',
    name: '欧元区核心调和CPI年率（%）',
    country: '欧元区',
    category: '通胀',
    currency: 'EUR',
    titles: ['Core CPI Flash Estimate y/y'],
    unit: 1,
    star: 2,
  },
  {
    id: 'EZ_HICP_YOY_FINAL',
    name: '欧元区调和CPI年率终值（%）',
    country: '欧元区',
    category: '通胀',
    currency: 'EUR',
    titles: ['Final CPI y/y'],
    unit: 1,
    star: 1,
  },
  {
    id: 'EZ_PMI_MFG',
    name: '欧元区制造业PMI',
    country: '欧元区',
    category: '景气',
    currency: 'EUR',
    titles: ['Flash Manufacturing PMI'],
    unit: 1,
    star: 2,
  },
  {
    id: 'EZ_PMI_SERVICES',
    name: '欧元区服务业PMI',
    country: '欧元区',
    category: '景气',
    currency: 'EUR',
    titles: ['Flash Services PMI'],
    unit: 1,
    star: 2,
  },
  {
    id: 'EZ_ZEW',
    name: '欧元区ZEW经济景气指数',
    country: '欧元区',
    category: '信心',
    currency: 'EUR',
    titles: ['ZEW Economic Sentiment'],
    unit: 1,
    star: 1,
  },
  {
    id: 'EZ_SENTIX',
    name: '欧元区Sentix投资者信心指数',
    country: '欧元区',
    category: '信心',
    currency: 'EUR',
    titles: ['Sentix Investor Confidence'],
    unit: 1,
    star: 1,
  },
  {
    id: 'EZ_UNEMPLOYMENT',
    name: '欧元区失业率（%）',
    country: '欧元区',
    category: '就业',
    currency: 'EUR',
    titles: ['Unemployment Rate'],
    unit: 1,
    star: 1,
  },
  {
    id: 'EZ_RETAIL_SALES_MOM',
    name: '欧元区零售销售月率（%）',
    country: '欧元区',
    category: '消费',
    currency: 'EUR',
    titles: ['Retail Sales m/m'],
    unit: 1,
    star: 1,
  },
  {
    id: 'EZ_GDP_QOQ',
    name: '欧元区GDP季率初值（%）',
    country: '欧元区',
    category: '经济增长',
    currency: 'EUR',
    titles: ['Flash GDP q/q', 'Prelim Flash GDP q/q'],
    unit: 1,
    star: 2,
  },
  {
    id: 'EZ_ECB_RATE',
    name: '欧洲央行主要再融资利率（%）',
    country: '欧元区',
    category: '央行',
    currency: 'EUR',
    titles: ['Main Refinancing Rate'],
    unit: 1,
    star: 3,
  },
  {
    id: 'EZ_ECB_PRESS',
    name: '欧洲央行行长新闻发布会',
    country: '欧元区',
    category: '央行',
    currency: 'EUR',
    titles: ['ECB Press Conference'],
    unit: 1,
    star: 3,
  },
  {
    id: 'EZ_BANK_HOLIDAY',
    name: '欧元区银行假日',
    country: '欧元区',
    category: '假日',
    currency: 'EUR',
    titles: ['Bank Holiday'],
    unit: 1,
    star: 0,
  },
];

const byId = new Map(calendarIndicators.map((i) => [i.id, i]));
const byTitle = new Map(
  calendarIndicators.flatMap((i) => i.titles.map((t) => [`${i.currency}|${t.toLowerCase()}`, i])),
);

export function calendarIndicatorById(id: string): CalendarIndicator | undefined {
  return byId.get(id);
}

/** The indicator of an export release by its currency and title (any case), if we name it. */
export function calendarIndicatorByTitle(
  currency: string,
  title: string,
): CalendarIndicator | undefined {
  return byTitle.get(`${currency.trim().toUpperCase()}|${title.trim().toLowerCase()}`);
}

/** Category of a release we do not name. */
export const otherCategory = '其他';

/**
 * An export release we have no Chinese name for: its id derives from the currency and title (so
 * each week's release of it lands in the same history), its name is the title after the country.
 */
export function unlistedIndicator(
  currency: string,
  title: string,
  country: string,
): { id: string; name: string } {
  const slug = title
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const id = `FF_${currency.trim().toUpperCase()}_${slug}`.slice(0, 64).replace(/_+$/, '');
  return { id, name: `${country} ${title.trim()}` };
}
