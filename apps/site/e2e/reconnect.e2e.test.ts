import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconnectPolicy } from '../src/realtime/reconnectPolicy.ts';
import { startProduct, type Product } from './harness.ts';

let product: Product;

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
});

afterAll(async () => {
  await product.stop();
});

/** Resolves with the time of the next server frame of `type` ('hello', 'sub') on this page's sockets. */
function nextFrame(page: Page, type: string, path?: string): Promise<number> {
  return new Promise<number>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame: unknown = JSON.parse(String(payload));
        if (typeof frame !== 'object' || frame === null || !('type' in frame)) return;
        if (frame.type === type && (path === undefined || ('path' in frame && frame.path === path)))
          resolve(Date.now());
      }),
    );
  });
}

describe('the site’s socket across a server restart', () => {
  it('reconnects after the spec’s delay and receives pushes again', async () => {
    const phone = '13800000031';
    const member = await product.addLoggedInMember(phone);
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const origin = new URL(product.origin);
    await context.addCookies([{ ...member.cookie, domain: origin.hostname, path: '/' }]);
    const page = await context.newPage();
    const subscribed = nextFrame(page, 'sub', `/notifications/${phone}`);
    await page.goto('/');
    await page.getByText(phone, { exact: true }).waitFor();
    await subscribed;

    // Nes renews a reconnecting client's subscriptions inside its hello, so the next hello is the
    // reconnection; the push below proves the subscription came back with it.
    const stoppedAt = Date.now();
    const reconnected = nextFrame(page, 'hello');
    await product.restart(1000);
    const downFor = (await reconnected) - stoppedAt;
    expect(downFor).toBeGreaterThanOrEqual(reconnectPolicy.delayMs);
    expect(downFor).toBeLessThan(reconnectPolicy.delayMs * 2);

    await product.server.bus.notify(phone, { type: 'force_logout' });
    await page.getByRole('alertdialog', { name: '下线通知' }).waitFor({ timeout: 10_000 });
  }, 60_000);
});
