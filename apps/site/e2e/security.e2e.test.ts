import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.ts';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every CSP violation the page reports, from its first script on. */
async function watchedContext(expectCspViolations = false): Promise<BrowserContext> {
  const context = await product.newContext({
    viewport: { width: 1280, height: 800 },
    expectCspViolations,
  });
  await context.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { cspViolations: typeof seen }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return context;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

async function openSockets(): Promise<number> {
  let count = 0;
  await (product.server.eachSocket(() => {
    count += 1;
  }) as unknown as Promise<void>);
  return count;
}

describe('the content security policy in Chromium', () => {
  it('is sent with every page and answer, and the site runs under it without a violation', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    for (const path of ['/', '/toVip', '/toTarget', '/no/such/page']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await (
        path === '/no/such/page'
          ? page.getByRole('heading', { name: '404' })
          : page.getByRole('navigation', { name: '主导航' })
      ).waitFor();
      expect(await violations(page), path).toEqual([]);
    }
    const api = await page.request.get('/api/v1/loginpart/getusername/');
    expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  it('blocks an injected inline script', async () => {
    const context = await watchedContext(true);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
    });
    await expect
      .poll(() => violations(page))
      .toContainEqual({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await page.evaluate(() => (window as { injectedRan?: boolean }).injectedRan)).toBe(
      undefined,
    );
  });

  it('lets a member’s page open its websocket from the site’s own origin', async () => {
    const member = await product.addLoggedInMember('13700000001');
    const context = await watchedContext();
    await context.addCookies([{ ...member.cookie, url: product.origin }]);
    const before = await openSockets();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await expect.poll(openSockets, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await violations(page)).toEqual([]);
  });
});
