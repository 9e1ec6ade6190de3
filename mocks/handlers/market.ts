import {
  category,
  categoryYears,
  demoSources,
  economicByDate,
  fredData,
  homeAll,
  sources,
} from '@coinsight/domain/api';
import { isServedCountry } from '@coinsight/domain/calendar';
import { seriesById } from '@coinsight/domain/market';
import { messages } from '@coinsight/domain/messages';
import { calendarOf, historyOf, lastYears, mockToday, observationsOf } from '../fixtures/market.ts';
import { dashboardFigures } from '../fixtures/orders.ts';
import { demoMarkOf, sourceStatuses } from '../fixtures/sources.ts';
import { mock, notFound, type EndpointMock } from './define.ts';
import { pendingRefundCount } from './orders.ts';

const m = messages.market;

const published = (row: { actual: string | null }) => row.actual !== null;

export const mocks: EndpointMock[] = [
  mock(sources, {}, () => {
    const statuses = sourceStatuses().map(({ source, label, mode }) => ({ source, label, mode }));
    return { sources: statuses, demo: demoSources(statuses) };
  }),
  mock(fredData, { query: { series_id: 'DGS10', limit: 2, sort_order: 'desc' } }, ({ query }) => {
    const all = observationsOf(query.series_id);
    if (!all) return notFound(m.seriesNotFound, 'series_not_found');
    const inWindow = all.filter(
      (o) =>
        (query.observation_start === undefined || o.date >= query.observation_start) &&
        (query.observation_end === undefined || o.date <= query.observation_end),
    );
    const ordered = query.sort_order === 'desc' ? inWindow.reverse() : inWindow;
    return {
      series_id: seriesById(query.series_id)?.id ?? query.series_id,
      observations: ordered.slice(0, query.limit ?? ordered.length),
      ...demoMarkOf('macro'),
    };
  }),
  // As the server: only 美国 and 欧元区 rows, and a history without the releases still to come.
  mock(economicByDate, { params: { date: mockToday } }, ({ params }) => ({
    success: true as const,
    data: calendarOf(params.date).filter((row) => isServedCountry(row.country)),
  })),
  mock(category, { params: { seriesId: 'US_CPI_YOY' } }, ({ params }) => {
    const rows = historyOf(params.seriesId);
    return rows
      ? { success: true as const, data: rows.filter(published) }
      : notFound(m.seriesNotFound, 'series_not_found');
  }),
  mock(categoryYears, { params: { seriesId: 'US_CPI_YOY', years: 3 } }, ({ params }) => {
    const rows = historyOf(params.seriesId);
    return rows
      ? { success: true as const, data: lastYears(rows.filter(published), params.years) }
      : notFound(m.seriesNotFound, 'series_not_found');
  }),
  mock(homeAll, {}, () => ({
    state: 'success' as const,
    showlist: dashboardFigures(pendingRefundCount()),
    generated_at: `${mockToday}T04:00:00.000Z`,
  })),
];
