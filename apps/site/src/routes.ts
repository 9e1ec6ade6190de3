import { accountRoutes } from './pages/account/routes.ts';
import { adminRoutes } from './pages/admin/routes.ts';
import { aiRoutes } from './pages/ai/routes.ts';
import { analysisRoutes } from './pages/analysis/routes.ts';
import { calendarRoutes } from './pages/calendar/routes.ts';
import { dashboardRoutes } from './pages/dashboard/routes.ts';
import { homeRoutes } from './pages/home/routes.ts';
import { indicatorRoutes } from './pages/indicators/routes.ts';
import { legalRoutes } from './pages/legal/routes.ts';
import { loadingRoutes } from './pages/loading/routes.ts';
import { macroRoutes } from './pages/macro/routes.ts';
import { membershipRoutes } from './pages/membership/routes.ts';
import { newsRoutes } from './pages/news/routes.ts';
import { orderRoutes } from './pages/orders/routes.ts';
import { registerRoutes } from './pages/register/routes.ts';
import type { SiteRoute } from './router/siteRoute.ts';

export { layouts, type Layout, type SiteRoute } from './router/siteRoute.ts';

/**
 * The route table: each area declares its pages in its own `pages/<area>/routes.ts` and is listed
 * here once. Unknown paths get the 404 page. Every page is a `lazyPage` (router/lazyPage.ts): its
 * own chunk, loaded when its route is first shown.
 */
export const routes: readonly SiteRoute[] = [
  ...homeRoutes,
  ...registerRoutes,
  ...indicatorRoutes,
  ...accountRoutes,
  ...membershipRoutes,
  ...orderRoutes,
  ...loadingRoutes,
  ...adminRoutes,
  ...dashboardRoutes,
  ...aiRoutes,
  ...macroRoutes,
  ...newsRoutes,
  ...calendarRoutes,
  ...analysisRoutes,
  ...legalRoutes,
];

/** Spec 1 §2.2: the footer is hidden on the VIP and payment pages. */
export const footerHiddenPaths: readonly string[] = ['/toVip', '/toPay'];

export const showsFooter = (path: string): boolean => !footerHiddenPaths.includes(path);
