import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dailyAnalysisHref } from '@coinsight/domain/analysisView';
import { allSeries, seriesCategories } from '@coinsight/domain/market';
import {
  qrPagePath,
  qrPageRoute,
  resultPagePath,
  resultPageRoute,
} from '@coinsight/domain/membership';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.ts';

/**
 * Issue 19: every page of the site opened by its address in Chromium, by everyone who can open it,
 * reports no Content-Security-Policy violation and throws nothing. The routes (each area's
 * `src/pages/<area>/routes.ts`, which `src/routes.ts` lists) are React code, so they are read here as
 * text: each route's name, path and guard. A route added there and missing from `addresses` below
 * fails the first test.
 */

const srcDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'src');

interface DeclaredRoute {
  name: string;
  path: string;
  guard: boolean;
  file: string;
}

/** The non-literal names and paths the route files use, evaluated as the files evaluate them. */
const expressions: Record<string, readonly string[]> = {
  qrPageRoute: [qrPageRoute],
  resultPageRoute: [resultPageRoute],
  'dailyAnalysisHref()': [dailyAnalysisHref()],
  '`${category}-detail`': seriesCategories.map((category) => `${category}-detail`),
  '`/${category}/:type`': seriesCategories.map((category) => `/${category}/:type`),
};

function valuesOf(source: string, file: string): readonly string[] {
  const literal = /^'([^']*)'$/.exec(source);
  if (literal?.[1] !== undefined) return [literal[1]];
  const known = expressions[source];
  if (!known) throw new Error(`${file}: a route written as ${source}; teach everyRoute its values`);
  return known;
}

/** Every route the site declares, read from its route files. */
function declaredRoutes(): DeclaredRoute[] {
  const areaFiles = readdirSync(join(srcDir, 'pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('pages', entry.name, 'routes.ts'))
    .filter((file) => {
      try {
        return readFileSync(join(srcDir, file), 'utf8').length > 0;
      } catch {
        return false;
      }
    });
  return areaFiles.flatMap((file) => {
    const text = readFileSync(join(srcDir, file), 'utf8');
    // Each route object starts at its `name:`; the block up to the next one holds its path and guard.
    const blocks = text.split(/\n\s*name:\s*/).slice(1);
    return blocks.flatMap((block): DeclaredRoute[] => {
      const name = /^([^,\n]+),/.exec(block)?.[1];
      const path = /\n\s*path:\s*([^,\n]+),/.exec(block)?.[1];
      if (name === undefined || path === undefined)
        throw new Error(`${file}: a route whose name or path everyRoute cannot read`);
      const names = valuesOf(name.trim(), file);
      const paths = valuesOf(path.trim(), file);
      if (names.length !== paths.length) throw new Error(`${file}: ${name} and ${path} disagree`);
      const guard = /\n\s*guard:\s*'admin'/.test(block);
      return names.map((n, i) => ({ name: n, path: paths[i] ?? '', guard, file }));
    });
  });
}

const seriesOf = (category: string) => {
  const series = allSeries.find((s) => s.category === category);
  if (!series) throw new Error(`no series in ${category}`);
  return series.route;
};

/** The address each route is opened at: its pattern filled in with plausible values. */
const addresses: Record<string, string> = {
  btm: '/',
  register: '/register',
  toTarget: '/toTarget',
  toKnowledge: '/toKnowledge',
  toDesk: '/toDesk',
  toReset: '/toReset',
  resetPassword: '/reset-password/1/not-a-real-token',
  vip: '/toVip',
  toPay: '/toPay',
  order: '/order',
  detailorder: '/detailorder',
  loading: '/loading',
  testchart: '/testchart',
  picupdate: '/picupdate',
  vipst: '/vipst',
  payment: '/payment',
  qrcode: qrPagePath('https://qr.alipay.com/e2e-every-route', 'alipay', 'E2E0000000000001', 30),
  result: resultPagePath('E2E0000000000001'),
  ordermb: '/ordermb',
  orderpc: '/orderpc',
  refund: '/refund',
  admin: '/admin',
  dashboard: '/dashboard',
  ai: '/toAI',
  toFinancialData: '/toFinancialData',
  ...Object.fromEntries(seriesCategories.map((c) => [`${c}-detail`, seriesOf(c)])),
  toNews: '/toNews',
  toNewsDetail: '/toNewsDetail',
  latestnews: '/toLatestNews',
  'test-latest-news': '/test-latest-news',
  toFinancialDataOkx: '/toFinancialDataOkx',
  history_market: '/history_market/EZ_PMI_MFG',
  toDailyAnalysis: dailyAnalysisHref(),
  agreement: '/agreement',
};

/** Whether an address is one the wouter pattern matches (`:param` is one segment). */
function matches(pattern: string, address: string): boolean {
  const pathname = new URL(address, 'http://site').pathname;
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`).test(pathname);
}

type Role = 'visitor' | 'member' | 'vip' | 'admin';

const admin = { username: 'every-route-admin', password: 'EveryRoute#Admin2026' };
const settle = { timeout: 20_000 };
const violationsKey = '__everyRouteCspViolations';

let product: Product;
let routes: DeclaredRoute[];
const contexts = new Map<Role, BrowserContext>();
const opened: string[] = [];

async function roleContext(role: Role): Promise<BrowserContext> {
  const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
  // The page's own record of violations, beside the harness's report, read after each visit.
  await context.addInitScript((key) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = seen;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      true,
    );
  }, violationsKey);
  if (role === 'member' || role === 'vip') {
    const phone = role === 'member' ? '13900007001' : '13900007002';
    const { cookie } = await product.addLoggedInMember(phone);
    if (role === 'vip') {
      const { repo } = product.server.services.account;
      const user = await repo.findUserByPhone(phone);
      await repo.setVipExpiry(user!.id, new Date(Date.now() + 30 * 86_400_000));
    }
    await context.addCookies([{ ...cookie, url: product.origin }]);
  }
  if (role === 'admin') {
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByLabel('账号').fill(admin.username);
    await page.getByLabel('密码').fill(admin.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', settle);
    await page.close();
  }
  return context;
}

/**
 * Opens one address and waits until its page has settled: its chunk loaded (the 页面加载中… line
 * gone), the network quiet, and a heading or a landmark shown (a visitor on a members' page gets the
 * 需要登录 region). Returns what went wrong.
 */
async function visit(page: Page, address: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`uncaught ${error.message}`);
  page.on('pageerror', onError);
  try {
    await page.goto(address);
    await page.getByText('页面加载中…').waitFor({ state: 'detached', ...settle });
    await page.waitForLoadState('networkidle', settle);
    await page
      .locator(
        'h1, h2, [role="heading"], main, [role="main"], section[aria-label], [role="region"]',
      )
      .first()
      .waitFor({ state: 'visible', ...settle });
    const seen = await page.evaluate(
      (key) => (window as unknown as Record<string, string[]>)[key] ?? [],
      violationsKey,
    );
    errors.push(...seen.map((v) => `CSP ${v}`));
  } catch (error) {
    errors.push(`did not settle: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('pageerror', onError);
  }
  return errors;
}

/** The routes a role opens: guarded routes by a visitor (sent to /admin) and an admin, the rest by the others. */
const rolesOf = (route: DeclaredRoute): Role[] =>
  route.guard ? ['visitor', 'admin'] : ['visitor', 'member', 'vip'];

beforeAll(async () => {
  routes = declaredRoutes();
  product = await startProduct();
  await product.server.services.admin.createOrUpdate(admin.username, admin.password, 'superadmin');
}, 180_000);

afterAll(async () => {
  const byRole = (['visitor', 'member', 'vip', 'admin'] as const).map(
    (role) => `${role} ${opened.filter((visit) => visit.startsWith(`${role} `)).length}`,
  );
  console.info(
    `everyRoute: ${routes.length} routes, ${opened.length} route × role visits settled and checked (${byRole.join(', ')})`,
  );
  await product?.stop();
});

describe('every route of the site, opened by its address in Chromium', () => {
  it('knows an address for every route the site declares, and each matches its route’s pattern', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(30);
    expect([...names].sort()).toEqual(Object.keys(addresses).sort());
    const mismatched = routes.filter((route) => !matches(route.path, addresses[route.name] ?? ''));
    expect(mismatched).toEqual([]);
    expect(routes.filter((route) => route.guard).map((route) => route.name)).toEqual(
      expect.arrayContaining(['dashboard', 'picupdate']),
    );
  });

  it.each([
    ['a visitor', 'visitor'],
    ['a member', 'member'],
    ['a VIP', 'vip'],
    ['an admin', 'admin'],
  ] as const)(
    'opened by %s: every page settles with no CSP violation and no uncaught error',
    async (_who, role) => {
      const context = contexts.get(role) ?? (await roleContext(role));
      contexts.set(role, context);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of routes.filter((r) => rolesOf(r).includes(role))) {
        const address = addresses[route.name] ?? route.path;
        const errors = await visit(page, address);
        problems.push(...errors.map((error) => `${role} ${address}: ${error}`));
        if (errors.length === 0) opened.push(`${role} ${route.name}`);
      }
      await page.close();
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
