import { qrPageRoute, resultPageRoute } from '@coinsight/domain/membership';
import { Redirect } from 'wouter';
import { aiRoutes } from './pages/ai/routes.ts';
import { analysisRoutes } from './pages/analysis/routes.ts';
import { calendarRoutes } from './pages/calendar/routes.ts';
import { dashboardSectionPath } from './pages/dashboard/dashboardSection.ts';
import { macroRoutes } from './pages/macro/routes.ts';
import { newsRoutes } from './pages/news/routes.ts';
import { lazyPage } from './router/lazyPage.ts';
import type { SiteRoute } from './router/siteRoute.ts';

export { layouts, type Layout, type SiteRoute } from './router/siteRoute.ts';

/**
 * The route table; each area adds its routes here as it lands. Unknown paths get the 404 page. Every
 * page is a `lazyPage` (router/lazyPage.ts): its own chunk, loaded when its route is first shown.
 */
export const routes: readonly SiteRoute[] = [
  {
    name: 'btm',
    path: '/',
    layout: 'shell',
    component: lazyPage(() => import('./pages/home/HomePage.tsx').then((m) => m.HomePage)),
  },
  {
    name: 'register',
    path: '/register',
    layout: 'shell',
    component: lazyPage(() =>
      import('./pages/register/RegisterPage.tsx').then((m) => m.RegisterPage),
    ),
  },
  {
    name: 'toTarget',
    path: '/toTarget',
    layout: 'shell',
    component: lazyPage(() =>
      import('./pages/indicators/IndicatorPage.tsx').then((m) => m.TargetPage),
    ),
  },
  {
    name: 'toKnowledge',
    path: '/toKnowledge',
    layout: 'shell',
    component: lazyPage(() =>
      import('./pages/indicators/IndicatorPage.tsx').then((m) => m.KnowledgePage),
    ),
  },
  {
    name: 'toDesk',
    path: '/toDesk',
    layout: 'shell',
    component: lazyPage(() => import('./pages/indicators/DeskPage.tsx').then((m) => m.DeskPage)),
  },
  {
    name: 'toReset',
    path: '/toReset',
    layout: 'shell',
    component: lazyPage(() => import('./pages/account/ToResetPage.tsx').then((m) => m.ToResetPage)),
  },
  {
    name: 'resetPassword',
    path: '/reset-password/:uid/:token',
    layout: 'shell',
    component: lazyPage(() =>
      import('./pages/account/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    name: 'vip',
    path: '/toVip',
    layout: 'shell',
    component: lazyPage(() => import('./pages/membership/VipPage.tsx').then((m) => m.VipPage)),
  },
  {
    name: 'toPay',
    path: '/toPay',
    layout: 'shell',
    component: lazyPage(() => import('./pages/membership/ToPayPage.tsx').then((m) => m.ToPayPage)),
  },
  {
    name: 'order',
    path: '/order',
    layout: 'shell',
    component: lazyPage(() => import('./pages/orders/OrderPage.tsx').then((m) => m.OrderPage)),
  },
  {
    name: 'detailorder',
    path: '/detailorder',
    layout: 'shell',
    component: lazyPage(() =>
      import('./pages/orders/DetailOrderPage.tsx').then((m) => m.DetailOrderPage),
    ),
  },
  {
    name: 'loading',
    path: '/loading',
    layout: 'bare',
    component: lazyPage(() => import('./pages/loading/LoadingPage.tsx').then((m) => m.LoadingPage)),
  },
  {
    name: 'testchart',
    path: '/testchart',
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/indicators/TestChartPage.tsx').then((m) => m.TestChartPage),
    ),
  },
  {
    name: 'picupdate',
    path: '/picupdate',
    layout: 'bare',
    // The thumbnail upload moved into the dashboard's 图表 (issue 17); the old address leads there.
    component: () => <Redirect to={dashboardSectionPath('charts')} replace />,
    guard: 'admin',
  },
  {
    name: 'vipst',
    path: '/vipst',
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/membership/VipPage.tsx').then((m) => m.VipStandalonePage),
    ),
  },
  {
    name: 'payment',
    path: '/payment',
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/membership/PaymentPage.tsx').then((m) => m.PaymentPage),
    ),
  },
  {
    name: 'qrcode',
    path: qrPageRoute,
    layout: 'bare',
    component: lazyPage(() => import('./pages/membership/QrPage.tsx').then((m) => m.QrPage)),
  },
  {
    name: 'result',
    path: resultPageRoute,
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/membership/ResultPage.tsx').then((m) => m.ResultPage),
    ),
  },
  {
    name: 'ordermb',
    path: '/ordermb',
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/orders/OrderPage.tsx').then((m) => m.OrderMobilePage),
    ),
  },
  {
    name: 'orderpc',
    path: '/orderpc',
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/orders/OrderPage.tsx').then((m) => m.OrderDesktopPage),
    ),
  },
  {
    name: 'refund',
    path: '/refund',
    layout: 'bare',
    component: lazyPage(() => import('./pages/orders/RefundPage.tsx').then((m) => m.RefundPage)),
  },
  {
    name: 'admin',
    path: '/admin',
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/admin/AdminLoginPage.tsx').then((m) => m.AdminLoginPage),
    ),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    layout: 'bare',
    component: lazyPage(() =>
      import('./pages/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
    ),
    guard: 'admin',
  },
  ...aiRoutes,
  ...macroRoutes,
  ...newsRoutes,
  ...calendarRoutes,
  ...analysisRoutes,
];

/** Spec 1 §2.2: the footer is hidden on the VIP and payment pages. */
export const footerHiddenPaths: readonly string[] = ['/toVip', '/toPay'];

export const showsFooter = (path: string): boolean => !footerHiddenPaths.includes(path);
