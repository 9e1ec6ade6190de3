import type Nes from '@hapi/nes';
import { describe, expect, it, afterEach } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { demoBtcDays, nupl, nuplZone, type BtcDay } from '@coinsight/domain/indicators';
import {
  addAlert,
  alertList,
  buildPath,
  indicatorSummary,
  removeAlert,
  type AlertView,
} from '../src/contract.ts';
import type { AppServer } from '../src/startup.ts';
import {
  addMember,
  databaseKinds,
  loginAs,
  nesCookieFor,
  serverPerSuite,
  socketClient,
  TestBrowser,
} from './helpers.ts';

const m = messages.alerts;
const month = 30 * 86_400_000;

async function browserFor(server: AppServer, vipExpiry: Date | null) {
  const member = await addMember(server, { vipExpiry });
  const browser = await TestBrowser.open(server);
  const { cookie } = await loginAs(server, member.id);
  const at = cookie.indexOf('=');
  browser.cookies.set(cookie.slice(0, at), cookie.slice(at + 1));
  return { member, browser, cookie };
}

const vipUntil = () => new Date(Date.now() + month);

/** One day of history whose NUPL is `nupl` (market cap 10^12). */
function dayWithNupl(date: string, nupl: number): BtcDay {
  const marketCap = 1e12;
  return { date, price: 50_000, marketCap, realizedCap: marketCap * (1 - nupl), supply: 2e7 };
}

type Answer = Awaited<ReturnType<TestBrowser['get']>> & { json<T = unknown>(): T };

/** An injected answer that reads its JSON body. */
async function answer(res: Promise<Awaited<ReturnType<TestBrowser['get']>>>): Promise<Answer> {
  const done = await res;
  return Object.assign(done, { json: <T>() => JSON.parse(done.payload) as T });
}

const add = (browser: TestBrowser, rule: object) => answer(browser.post(addAlert.path, rule));
const get = (browser: TestBrowser, url: string) => answer(browser.get(url));
const remove = (browser: TestBrowser, id: number) =>
  answer(browser.request({ method: 'DELETE', url: buildPath(removeAlert.path, { id }) }));

describe.each(databaseKinds)('member alerts on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    listen: true,
    realClock: true,
    env: { MARKET_TICK_SECONDS: '3600' },
  });
  const clients: Nes.Client[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.disconnect()));
  });

  /** A tab of the member: a socket on their notifications, with every message it receives. */
  async function openTab(cookie: string, phone: string): Promise<unknown[]> {
    const client = socketClient(suite.server, { cookie: await nesCookieFor(suite.server, cookie) });
    clients.push(client);
    await client.connect({ reconnect: false });
    const received: unknown[] = [];
    await client.subscribe(`/notifications/${phone}`, (message) => void received.push(message));
    return received;
  }

  /** A live tick as the market feed publishes it; resolves once the alerts have evaluated it. */
  async function tick(price: number) {
    await suite.server.bus.publishPrice({
      type: 'price',
      price: price.toFixed(2),
      added: Math.floor(Date.now() / 1000),
    });
    await suite.server.services.alerts.idle();
  }

  /** Lets pushes already sent reach the sockets. */
  const settle = () => new Promise((r) => setTimeout(r, 150));

  const outbox = (to: string) =>
    suite.server.services.db('outbox').where({ to }).orderBy('id', 'asc').select('subject', 'text');

  it('is for VIPs only: a visitor gets 401, a member without VIP 403', async () => {
    const visitor = await TestBrowser.open(suite.server);
    expect((await get(visitor, alertList.path)).statusCode).toBe(401);
    const { browser } = await browserFor(suite.server, null);
    expect((await get(browser, alertList.path)).statusCode).toBe(403);
    expect((await add(browser, { kind: 'rainbow_band' })).statusCode).toBe(403);
  });

  it('adds, lists and removes a VIP’s alerts, refusing bad input in Chinese', async () => {
    const { browser } = await browserFor(suite.server, vipUntil());
    expect((await get(browser, alertList.path)).json()).toEqual({ results: [], limit: 20 });
    const res = await add(browser, { kind: 'price', direction: 'above', level: '2000000' });
    expect(res.statusCode).toBe(200);
    const { alert } = res.json<{ alert: AlertView }>();
    expect(alert).toMatchObject({
      rule: { kind: 'price', direction: 'above', level: 2_000_000 },
      title: '比特币价格高于 $2,000,000',
      state: 'armed',
      last_fired_at: null,
    });
    const bad = await add(browser, { kind: 'price', direction: 'above', level: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(m.priceLevelInvalid);
    const zone = await add(browser, { kind: 'nupl_zone', zone: 9 });
    expect(zone.json<{ message: string }>().message).toContain(m.zoneInvalid);
    const list = (await get(browser, alertList.path)).json<{ results: AlertView[] }>();
    expect(list.results.map((a) => a.id)).toEqual([alert.id]);
    const removed = await remove(browser, alert.id);
    expect(removed.json()).toEqual({ results: [], limit: 20 });
  });

  it('refuses the 21st alert with 最多只能设置 20 条提醒', async () => {
    const { browser } = await browserFor(suite.server, vipUntil());
    for (let i = 0; i < 20; i++)
      expect(
        (await add(browser, { kind: 'mvrv_z', direction: 'above', level: 10 + i })).statusCode,
      ).toBe(200);
    const refused = await add(browser, { kind: 'rainbow_band' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: m.tooMany });
    expect(
      (await get(browser, alertList.path)).json<{ results: unknown[] }>().results,
    ).toHaveLength(20);
  });

  it('lets a member remove only their own alerts (404 提醒不存在 for another’s)', async () => {
    const owner = await browserFor(suite.server, vipUntil());
    const other = await browserFor(suite.server, vipUntil());
    const { alert } = (await add(owner.browser, { kind: 'rainbow_band' })).json<{
      alert: AlertView;
    }>();
    const refused = await remove(other.browser, alert.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: m.alertNotFound });
    expect((await get(other.browser, alertList.path)).json()).toEqual({ results: [], limit: 20 });
    expect(
      (await get(owner.browser, alertList.path)).json<{ results: unknown[] }>().results,
    ).toHaveLength(1);
  });

  it('delivers a price crossing once to every open tab and by mail, re-armed only after it falls back', async () => {
    const { member, browser, cookie } = await browserFor(suite.server, vipUntil());
    const email = `alerts-${member.id}@example.com`;
    await suite.server.services.db('users').where({ id: member.id }).update({ email });
    await tick(900_000);
    const { alert } = (
      await add(browser, { kind: 'price', direction: 'above', level: 1_000_000 })
    ).json<{ alert: AlertView }>();
    const [tabA, tabB] = [await openTab(cookie, member.phone), await openTab(cookie, member.phone)];

    await tick(1_000_500);
    await tick(1_200_000);
    await settle();
    const fired = {
      type: 'alert_fired',
      id: alert.id,
      title: '比特币价格高于 $1,000,000',
      message: '比特币价格为 $1,000,500，已高于 $1,000,000',
      fired_at: expect.any(String) as unknown,
    };
    expect(tabA).toEqual([fired]);
    expect(tabB).toEqual([fired]);
    const waiting = (await get(browser, alertList.path)).json<{ results: AlertView[] }>()
      .results[0];
    expect(waiting?.state).toBe('waiting');
    expect(waiting?.last_fired_at).not.toBeNull();
    expect(await outbox(email)).toEqual([
      {
        subject: '币见指标提醒：比特币价格高于 $1,000,000',
        text: expect.stringContaining('比特币价格为 $1,000,500，已高于 $1,000,000') as unknown,
      },
    ]);

    await tick(999_000);
    await tick(1_000_001);
    await settle();
    expect(tabA).toHaveLength(2);
    expect(tabB).toHaveLength(2);
    expect(await outbox(email)).toHaveLength(2);
  });

  it('starts waiting when the condition already holds, and skips members whose VIP ended', async () => {
    const vip = await browserFor(suite.server, vipUntil());
    await tick(3_000_000);
    const { alert } = (
      await add(vip.browser, { kind: 'price', direction: 'above', level: 2_500_000 })
    ).json<{ alert: AlertView }>();
    expect(alert.state).toBe('waiting');
    const tab = await openTab(vip.cookie, vip.member.phone);
    await tick(3_100_000);
    await settle();
    expect(tab).toEqual([]);

    await suite.server.services
      .db('users')
      .where({ id: vip.member.id })
      .update({ vip_expiry: new Date(Date.now() - 1000) });
    await tick(2_000_000);
    await tick(2_600_000);
    await settle();
    expect(tab).toEqual([]);
  });

  it('evaluates the indicator alerts when Bitcoin history is ingested', async () => {
    const { member, browser, cookie } = await browserFor(suite.server, vipUntil());
    const history = suite.server.services.btcHistory;
    await history.upsert(
      [dayWithNupl('2026-01-01', 0.6), dayWithNupl('2026-01-02', 0.6)],
      'coinmetrics',
    );
    await suite.server.services.alerts.idle();
    const { alert } = (await add(browser, { kind: 'nupl_zone', zone: 4 })).json<{
      alert: AlertView;
    }>();
    expect(alert).toMatchObject({ title: 'NUPL 进入「兴奋/贪婪」区间', state: 'armed' });
    const tab = await openTab(cookie, member.phone);

    await history.upsert([dayWithNupl('2026-01-03', 0.8)], 'coinmetrics');
    await suite.server.services.alerts.idle();
    await history.upsert([dayWithNupl('2026-01-04', 0.85)], 'coinmetrics');
    await suite.server.services.alerts.idle();
    await settle();
    expect(tab).toEqual([
      expect.objectContaining({
        type: 'alert_fired',
        id: alert.id,
        message: 'NUPL 为 0.80，已进入「兴奋/贪婪」区间',
      }),
    ]);
  });

  it('answers the home summary to visitors: the newest day’s four values and zones', async () => {
    const days = demoBtcDays({ to: '2026-11-24' });
    await suite.server.services.btcHistory.upsert(days, 'coinmetrics');
    const visitor = await TestBrowser.open(suite.server);
    const res = await get(visitor, indicatorSummary.path);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      date: string;
      cards: Array<{ key: string; zone: { name: string } }>;
    }>();
    expect(body.date).toBe('2026-11-24');
    expect(body.cards.map((c) => c.key)).toEqual(['stock_to_flow', 'nupl', 'whale', 'rainbow']);
    const last = days.at(-1)!;
    expect(body.cards[1]?.zone.name).toBe(nuplZone(nupl(last.marketCap, last.realizedCap)).name);
  });
});
