import type { AlertView } from '@coinsight/domain/api';
import { notificationsPath } from '@coinsight/domain/realtime';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.ts';

const day = 86_400_000;
const settle = { timeout: 20_000, interval: 250 };
const vipPhone = '13800007777';
const email = 'alerts-e2e@example.com';

let product: Product;
let cookie: { name: string; value: string };

beforeAll(async () => {
  // The demo ticker ticks once as the server starts; the test then drives it tick by tick, so it
  // knows every price the alerts saw.
  product = await startProduct({ database: 'mariadb', env: { MARKET_TICK_SECONDS: '3600' } });
  cookie = (await product.addLoggedInMember(vipPhone)).cookie;
  const repo = product.server.services.account.repo;
  const vip = await repo.findUserByPhone(vipPhone);
  await repo.setVipExpiry(vip!.id, new Date(Date.now() + 30 * day));
  await product.server.services.db('users').where({ id: vip!.id }).update({ email });
}, 240_000);

afterAll(async () => {
  await product?.stop();
});

async function desk(): Promise<Page> {
  const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ ...cookie, url: product.origin }]);
  const page = await context.newPage();
  await page.goto(`${product.origin}/toDesk`);
  return page;
}

/** How many sockets listen on the member's notification channel, where a fired alert goes. */
async function listeningTabs(): Promise<number> {
  let count = 0;
  await (product.server.eachSocket(
    () => {
      count += 1;
    },
    { subscription: notificationsPath(vipPhone) },
  ) as unknown as Promise<void>);
  return count;
}

const toasts = (page: Page) =>
  page.getByRole('status', { name: '指标提醒' }).locator('[data-alert-toast]');

describe('a VIP’s price alert', () => {
  // Every tick of the walk is also pushed to both pages: the toast may queue behind thousands.
  it(
    'fires once, in every open tab and by mail, when the demo price crosses it',
    { timeout: 240_000 },
    async () => {
      const prices = product.server.services.prices;
      const start = await prices.tick();
      expect(start).not.toBeNull();
      const level = Math.round(Number(start!.price)) + 1;

      const [first, second] = [await desk(), await desk()];
      const panel = first.getByRole('region', { name: '我的提醒' });
      await expect.poll(() => panel.getByText('还没有设置提醒').count(), settle).toBe(1);
      await panel.getByLabel('条件').selectOption('above');
      await panel.getByLabel('价格（美元）').fill(String(level));
      await panel.getByRole('button', { name: '添加提醒' }).click();
      await expect
        .poll(
          () => panel.getByText(`比特币价格高于 $${level.toLocaleString('en-US')}`).count(),
          settle,
        )
        .toBe(1);
      // A tab's socket (and Nes's client) loads after the page: a crossing before it subscribes
      // reaches no tab. The level is a dollar away, so the walk may cross it within milliseconds.
      await expect.poll(listeningTabs, settle).toBe(2);

      // The demo walk, tick by tick, until it reaches the level: that tick is the crossing.
      let crossed = null;
      for (let i = 0; i < 5_000 && !crossed; i++) {
        const point = await prices.tick();
        if (point && Number(point.price) >= level) crossed = point;
      }
      expect(crossed).not.toBeNull();
      // While the price stays at or above the level, further ticks are no new crossing.
      for (let i = 0; i < 5; i++) {
        const point = await prices.tick();
        if (!point || Number(point.price) < level) break;
      }
      await product.server.services.alerts.idle();

      for (const page of [first, second]) {
        await expect.poll(() => toasts(page).count(), { ...settle, timeout: 60_000 }).toBe(1);
        expect(await toasts(page).first().textContent()).toContain(
          `比特币价格为 $${Number(crossed!.price).toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
        );
      }
      const mails = await product.server.services.db('outbox').where({ to: email });
      expect(mails).toHaveLength(1);
      const [alert] = (await product.server.services.alerts.list(
        (await product.server.services.account.repo.findUserByPhone(vipPhone))!.id,
      )) as AlertView[];
      expect(alert?.last_fired_at).not.toBeNull();
      await first.waitForTimeout(1_000);
      expect(await toasts(first).count()).toBe(1);
    },
  );
});
