import { qrPageRoute, resultPageRoute } from '@coinsight/domain/membership';
import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The membership area's pages (spec 1 §2.5): /toVip and /toPay under the root layout; the standalone
 * VIP page and the payment steps (payment, QR code, result) top-level routes.
 */
export const membershipRoutes: readonly SiteRoute[] = [
  {
    name: 'vip',
    path: '/toVip',
    layout: 'shell',
    component: lazyPage(() => import('./VipPage.tsx').then((m) => m.VipPage)),
  },
  {
    name: 'toPay',
    path: '/toPay',
    layout: 'shell',
    component: lazyPage(() => import('./ToPayPage.tsx').then((m) => m.ToPayPage)),
  },
  {
    name: 'vipst',
    path: '/vipst',
    layout: 'bare',
    component: lazyPage(() => import('./VipPage.tsx').then((m) => m.VipStandalonePage)),
  },
  {
    name: 'payment',
    path: '/payment',
    layout: 'bare',
    component: lazyPage(() => import('./PaymentPage.tsx').then((m) => m.PaymentPage)),
  },
  {
    name: 'qrcode',
    path: qrPageRoute,
    layout: 'bare',
    component: lazyPage(() => import('./QrPage.tsx').then((m) => m.QrPage)),
  },
  {
    name: 'result',
    path: resultPageRoute,
    layout: 'bare',
    component: lazyPage(() => import('./ResultPage.tsx').then((m) => m.ResultPage)),
  },
];
