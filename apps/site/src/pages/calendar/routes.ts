import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The economic calendar's pages, spread into the site's route table (issue 15). Route decision:
 * /toFinancialDataOkx (name toFinancialDataOkx, shell layout) is the economic calendar — spec 3 §2.1
 * keeps it alive beside toFinancialData; the router has no keep-alive, so the page's module keeps
 * the last day and an hour of days in memory and comes back on them —, and /history_market/{targetId}
 * (name history_market) is a bare top-level route of its own.
 */
export const calendarRoutes: readonly SiteRoute[] = [
  {
    name: 'toFinancialDataOkx',
    path: '/toFinancialDataOkx',
    layout: 'shell',
    component: lazyPage(() => import('./CalendarPage.tsx').then((m) => m.CalendarPage)),
  },
  {
    name: 'history_market',
    path: '/history_market/:targetId',
    layout: 'bare',
    component: lazyPage(() => import('./HistoryMarketPage.tsx').then((m) => m.HistoryMarketPage)),
  },
];
