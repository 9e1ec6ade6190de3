import type { CalendarTableRow } from '../EconomicCalendarTable/EconomicCalendarTable.tsx';

// Small inline flags, as the server sends them (data: SVG), so stories load nothing.
const flag = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="${fill}"/></svg>`,
  )}`;

/** A day of releases (2026-11-20 in Beijing) with every kind of figure: published, pending, missing. */
export const storyCalendarRows: readonly CalendarTableRow[] = [
  {
    pub_time: '2026-11-20T09:00:00.000Z',
    indicator_id: 'EZ_PMI_MFG',
    indicator_name: '欧元区制造业PMI',
    country: '欧元区',
    flag_url: flag('#003399'),
    actual: '46.9',
    consensus: '47.1',
    previous: '46.6',
    star: 2,
    category: '景气',
    sources: { actual: 'online', consensus: 'online', previous: 'online' },
  },
  {
    pub_time: '2026-11-20T13:30:00.000Z',
    indicator_id: 'US_CPI_YOY',
    indicator_name: '美国CPI年率（%）',
    country: '美国',
    flag_url: flag('#b22234'),
    actual: '2.9',
    consensus: '3.0',
    previous: '2.8',
    star: 3,
    category: '通胀',
    sources: { actual: 'fred', consensus: 'online', previous: 'fred' },
  },
  {
    pub_time: '2026-11-20T13:30:00.000Z',
    indicator_id: 'US_INITIAL_CLAIMS',
    indicator_name: '美国当周初请失业金人数（万人）',
    country: '美国',
    flag_url: flag('#b22234'),
    actual: null,
    consensus: null,
    previous: '22.4',
    star: 0,
    category: '就业',
    sources: { actual: null, consensus: null, previous: 'file' },
  },
  {
    pub_time: '2026-11-20T15:30:00.000Z',
    indicator_id: 'US_EIA_CRUDE',
    indicator_name: '美国EIA原油库存变化（万桶）',
    country: '美国',
    flag_url: flag('#b22234'),
    actual: null,
    consensus: '-120.5',
    previous: null,
    star: 1,
    category: '能源',
    sources: { actual: null, consensus: 'demo', previous: null },
  },
];

/** The source names the stories show (the site passes messages.calendar.sources). */
export const storySourceLabels: Readonly<Record<string, string>> = {
  fred: 'FRED（美联储经济数据库）',
  online: 'Forex Factory 财经日历',
  file: '导入文件',
  demo: '演示数据',
};
