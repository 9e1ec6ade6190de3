import { createElement } from 'react';
import { Redirect, type RedirectProps } from 'wouter';
import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';
import { dashboardSectionPath } from './dashboardSection.ts';

// The thumbnail upload moved into the dashboard's 图表 (issue 17); the old address leads there.
const toCharts: RedirectProps = { to: dashboardSectionPath('charts'), replace: true };

/** The admin dashboard (spec 2 §2.10) and the old thumbnail upload's address, both for admins only. */
export const dashboardRoutes: readonly SiteRoute[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    layout: 'bare',
    component: lazyPage(() => import('./DashboardPage.tsx').then((m) => m.DashboardPage)),
    guard: 'admin',
  },
  {
    name: 'picupdate',
    path: '/picupdate',
    layout: 'bare',
    component: () => createElement(Redirect, toCharts),
    guard: 'admin',
  },
];
