/**
 * The site's JavaScript budgets, in KB of gzip (1 KB = 1024 bytes), checked by
 * bundleBudget.e2e.test.ts against the build the e2e run makes.
 *
 * - `homeFirstLoad`: issue 18's ceiling for everything the home page runs before it is usable (the
 *   entry, its static imports and the home page's chunk). Measured 145.7 KB on 2026-11-24 (156.7
 *   before) with the home's live sections — the cards' summary, the news flash, the members'
 *   carousel, the AI teaser — and Nes's client loaded after the first paint: 4.3 KB of headroom, so
 *   a new dependency of the shell shows.
 * - `routes`: what each page's route loads beyond that first load, keyed by the page module. Each is
 *   the size measured on 2026-11-24 plus 15 % and 1 KB of headroom (the measured figure beside it):
 *   room for a feature, not for a library arriving by accident. A new page needs a line here.
 */
export const bundleBudgets = {
  homeFirstLoad: 150,
  /**
   * The home page's CSS (the entry's render-blocking sheets and the home chunk's), KB of gzip.
   * Measured 5.1 on 2026-11-25; it was 13.2 (the entry's sheet 99.8 KB before gzip, now 11.6) while
   * the site's style sheets imported ui's index, which put every component's CSS in the first
   * paint's way.
   */
  homeFirstCss: 6,
  routes: {
    'src/pages/home/HomePage.tsx': 8, // 5.7 (its live sections load after it)
    'src/pages/register/RegisterPage.tsx': 16, // 14.8
    'src/pages/legal/AgreementPage.tsx': 4, // 2.4 (text only)
    // 52.6 (d3); a 文档 knowledge article's sanitiser (DOMPurify) loads with the first one shown.
    'src/pages/indicators/IndicatorPage.tsx': 60,
    'src/pages/indicators/DeskPage.tsx': 12, // 10.5 (the alerts panel)
    'src/pages/indicators/TestChartPage.tsx': 45, // 38.1 (d3)
    'src/pages/account/ToResetPage.tsx': 32, // 26.4 (react-hook-form)
    'src/pages/account/ResetPasswordPage.tsx': 31, // 25.5 (react-hook-form)
    'src/pages/membership/VipPage.tsx': 24, // 19.7
    'src/pages/membership/ToPayPage.tsx': 47, // 39.4 (qrcode)
    'src/pages/membership/PaymentPage.tsx': 21, // 17.3
    'src/pages/membership/QrPage.tsx': 22, // 18.2 (qrcode)
    'src/pages/membership/ResultPage.tsx': 8, // 5.4
    'src/pages/orders/OrderPage.tsx': 52, // 43.6 (TanStack Table)
    'src/pages/orders/DetailOrderPage.tsx': 22, // 17.9
    'src/pages/orders/RefundPage.tsx': 19, // 14.8
    'src/pages/loading/LoadingPage.tsx': 3, // 1.2
    'src/pages/admin/AdminLoginPage.tsx': 27, // 22.6 (react-hook-form)
    // 120.8 (TanStack Table, qrcode, d3 charts); 文档's TipTap editor comes on first open in its own
    // chunk (DocumentsSection, 139 KB), no longer with the dashboard (issue 18; 270 before).
    'src/pages/dashboard/DashboardPage.tsx': 140,
    'src/pages/analysis/DailyAnalysisPage.tsx': 21, // 16.8
    'src/pages/calendar/CalendarPage.tsx': 11, // 8.6
    'src/pages/calendar/HistoryMarketPage.tsx': 76, // 64.4 (d3)
    'src/pages/ai/AiPage.tsx': 199, // 171.7 (react-markdown, katex)
    'src/pages/macro/FinancialDataPage.tsx': 28, // 23.3 (TanStack Table)
    'src/pages/macro/SeriesPage.tsx': 81, // 68.7 (d3)
    'src/pages/news/NewsPage.tsx': 47, // 39.7
    'src/pages/news/NewsDetailPage.tsx': 23, // 19.3 (dompurify; since 2026-11-28 the 来源 line, related news and the 演示数据 mark; 15.6 before)
    'src/pages/news/LatestNewsPage.tsx': 8, // 6.2 (news.ts's schemas, out of the entry since 2026-11-27; 3.5 before)
    'src/pages/news/TestLatestNewsPage.tsx': 22, // 17.7
  } as Record<string, number>,
  /** Libraries only the pages that draw or format with them may load; never the first load. */
  heavyLibraries: ['d3-', 'katex', 'react-markdown', 'qrcode', '@tanstack/', 'dompurify'],
};
