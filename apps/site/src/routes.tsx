import { qrPageRoute, resultPageRoute } from '@coinsight/domain/membership';
import { ResetPasswordPage } from './pages/account/ResetPasswordPage.tsx';
import { ToResetPage } from './pages/account/ToResetPage.tsx';
import { aiRoutes } from './pages/ai/routes.ts';
import { AdminLoginPage } from './pages/admin/AdminLoginPage.tsx';
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx';
import { HomePage } from './pages/home/HomePage.tsx';
import { DeskPage } from './pages/indicators/DeskPage.tsx';
import { KnowledgePage, TargetPage } from './pages/indicators/IndicatorPage.tsx';
import { PicUpdatePage } from './pages/indicators/PicUpdatePage.tsx';
import { TestChartPage } from './pages/indicators/TestChartPage.tsx';
import { macroRoutes } from './pages/macro/routes.ts';
import { newsRoutes } from './pages/news/routes.ts';
import { LoadingPage } from './pages/loading/LoadingPage.tsx';
import { PaymentPage } from './pages/membership/PaymentPage.tsx';
import { QrPage } from './pages/membership/QrPage.tsx';
import { ResultPage } from './pages/membership/ResultPage.tsx';
import { ToPayPage } from './pages/membership/ToPayPage.tsx';
import { VipPage, VipStandalonePage } from './pages/membership/VipPage.tsx';
import { DetailOrderPage } from './pages/orders/DetailOrderPage.tsx';
import { OrderDesktopPage, OrderMobilePage, OrderPage } from './pages/orders/OrderPage.tsx';
import { RefundPage } from './pages/orders/RefundPage.tsx';
import { RegisterPage } from './pages/register/RegisterPage.tsx';
import type { SiteRoute } from './router/siteRoute.ts';

export { layouts, type Layout, type SiteRoute } from './router/siteRoute.ts';

/** The route table; each area adds its routes here as it lands. Unknown paths get the 404 page. */
export const routes: readonly SiteRoute[] = [
  { name: 'btm', path: '/', layout: 'shell', component: HomePage },
  { name: 'register', path: '/register', layout: 'shell', component: RegisterPage },
  { name: 'toTarget', path: '/toTarget', layout: 'shell', component: TargetPage },
  { name: 'toKnowledge', path: '/toKnowledge', layout: 'shell', component: KnowledgePage },
  { name: 'toDesk', path: '/toDesk', layout: 'shell', component: DeskPage },
  { name: 'toReset', path: '/toReset', layout: 'shell', component: ToResetPage },
  {
    name: 'resetPassword',
    path: '/reset-password/:uid/:token',
    layout: 'shell',
    component: ResetPasswordPage,
  },
  { name: 'vip', path: '/toVip', layout: 'shell', component: VipPage },
  { name: 'toPay', path: '/toPay', layout: 'shell', component: ToPayPage },
  { name: 'order', path: '/order', layout: 'shell', component: OrderPage },
  { name: 'detailorder', path: '/detailorder', layout: 'shell', component: DetailOrderPage },
  { name: 'loading', path: '/loading', layout: 'bare', component: LoadingPage },
  { name: 'testchart', path: '/testchart', layout: 'bare', component: TestChartPage },
  {
    name: 'picupdate',
    path: '/picupdate',
    layout: 'bare',
    component: PicUpdatePage,
    guard: 'admin',
  },
  { name: 'vipst', path: '/vipst', layout: 'bare', component: VipStandalonePage },
  { name: 'payment', path: '/payment', layout: 'bare', component: PaymentPage },
  { name: 'qrcode', path: qrPageRoute, layout: 'bare', component: QrPage },
  { name: 'result', path: resultPageRoute, layout: 'bare', component: ResultPage },
  { name: 'ordermb', path: '/ordermb', layout: 'bare', component: OrderMobilePage },
  { name: 'orderpc', path: '/orderpc', layout: 'bare', component: OrderDesktopPage },
  { name: 'refund', path: '/refund', layout: 'bare', component: RefundPage },
  { name: 'admin', path: '/admin', layout: 'bare', component: AdminLoginPage },
  {
    name: 'dashboard',
    path: '/dashboard',
    layout: 'bare',
    component: DashboardPage,
    guard: 'admin',
  },
  ...aiRoutes,
  ...macroRoutes,
  ...newsRoutes,
];

/** Spec 1 §2.2: the footer is hidden on the VIP and payment pages. */
export const footerHiddenPaths: readonly string[] = ['/toVip', '/toPay'];

export const showsFooter = (path: string): boolean => !footerHiddenPaths.includes(path);
