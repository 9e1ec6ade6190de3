import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The orders area's pages: 我的订单 and an order's detail under the root layout; the mobile and
 * desktop order lists and the refund request top-level routes.
 */
export const orderRoutes: readonly SiteRoute[] = [
  {
    name: 'order',
    path: '/order',
    layout: 'shell',
    component: lazyPage(() => import('./OrderPage.tsx').then((m) => m.OrderPage)),
  },
  {
    name: 'detailorder',
    path: '/detailorder',
    layout: 'shell',
    component: lazyPage(() => import('./DetailOrderPage.tsx').then((m) => m.DetailOrderPage)),
  },
  {
    name: 'ordermb',
    path: '/ordermb',
    layout: 'bare',
    component: lazyPage(() => import('./OrderPage.tsx').then((m) => m.OrderMobilePage)),
  },
  {
    name: 'orderpc',
    path: '/orderpc',
    layout: 'bare',
    component: lazyPage(() => import('./OrderPage.tsx').then((m) => m.OrderDesktopPage)),
  },
  {
    name: 'refund',
    path: '/refund',
    layout: 'bare',
    component: lazyPage(() => import('./RefundPage.tsx').then((m) => m.RefundPage)),
  },
];
