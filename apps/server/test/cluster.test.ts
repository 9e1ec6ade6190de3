import { randomBytes } from 'node:crypto';
import type Nes from '@hapi/nes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { btcPriceSubscription, roomPath, type PriceTick } from '@coinsight/domain/realtime';
import { btcPrice, checkRegistrate, getUsername, login, sendMessage } from '../src/contract.ts';
import { silentLogger } from '../src/logger.ts';
import type { AppServer } from '../src/server.ts';
import { vipMember, groupWith } from './chatKit.ts';
import {
  addMember,
  freshDatabase,
  nesCookieFor,
  nextMessage,
  socketClient,
  testConfig,
  TestBrowser,
  within,
} from './helpers.ts';
import { openOrder, payingMember, sandboxOf } from './paymentHelpers.ts';
import { createApp } from '../src/startup.ts';

/**
 * Two instances of the server on loopback sharing one MariaDB and one Redis, as a deployment
 * behind a load balancer runs them: what happens on A reaches the sockets held on B.
 */
describe('two instances sharing MariaDB and Redis', () => {
  const prefix = `coinsight-test-${randomBytes(4).toString('hex')}:`;
  const servers: AppServer[] = [];
  const sockets: Nes.Client[] = [];
  let drop = async () => {};
  const a = () => servers[0]!;
  const b = () => servers[1]!;

  beforeAll(async () => {
    const db = await freshDatabase('mariadb');
    drop = db.drop;
    for (let i = 0; i < 2; i++) {
      const config = testConfig(db.url, {
        REDIS_URL: inject('redisUrl'),
        MARKET_TICK_SECONDS: '1',
        CHECK_RATE_LIMIT: '6',
        SOCKET_ORIGINS: 'http://localhost:8001',
      });
      const server = await createApp(config, {
        validateResponses: true,
        logger: silentLogger(),
        redisPrefix: prefix,
      });
      await server.start();
      servers.push(server);
    }
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop({ timeout: 1000 })));
    await drop();
  });

  /** The site's socket on `server`, for the session the browser holds. */
  async function socketOn(server: AppServer, cookieHeader: string): Promise<Nes.Client> {
    const client = socketClient(server, { cookie: await nesCookieFor(server, cookieHeader) });
    sockets.push(client);
    await client.connect({ reconnect: false });
    return client;
  }

  /** A browser on `server` holding the same cookies as `from` (a load balancer sent it elsewhere). */
  async function sameBrowserOn(server: AppServer, from: TestBrowser): Promise<TestBrowser> {
    const browser = new TestBrowser(server);
    for (const [name, value] of from.cookies) browser.cookies.set(name, value);
    return browser;
  }

  it('a login on A ends the session held on B: B’s socket gets force_logout and B refuses the old cookie', async () => {
    const member = await addMember(a());
    const body = { username: member.phone, password: 'test-password', windowId: 'tab-cluster-1' };
    const onB = await TestBrowser.open(b());
    expect((await onB.post(login.path, body)).result).toMatchObject({ state: 'success' });
    const socket = await socketOn(b(), onB.cookieHeader);
    const pushed = nextMessage();
    await socket.subscribe(`/notifications/${member.phone}`, pushed.handler);

    const onA = await TestBrowser.open(a());
    const relogin = await onA.post(login.path, { ...body, windowId: 'tab-cluster-2' });
    expect(relogin.result).toMatchObject({ state: 'success' });
    expect(await within(pushed.promise, 3000)).toEqual({
      type: 'force_logout',
      message: messages.account.offlineBody,
    });
    expect((await onB.get(getUsername.path)).result).toEqual({ username: '', code: '' });
    expect((await (await sameBrowserOn(a(), onA)).get(getUsername.path)).result).toMatchObject({
      username: member.phone,
    });
  });

  it('a sandbox payment notified on A reaches the buyer’s socket on B', async () => {
    const buyer = await payingMember(a());
    const socket = await socketOn(b(), buyer.browser.cookieHeader);
    const pushed = nextMessage();
    await socket.subscribe(`/notifications/${buyer.phone}`, pushed.handler);
    const { out_trade_no } = (await openOrder(buyer.browser)).result as { out_trade_no: string };
    const params = sandboxOf(a()).notifyParams({
      outTradeNo: out_trade_no,
      type: 'wxpay',
      name: 'VIP会员',
      money: '0.01',
      succeeded: true,
    });
    const notified = await a().inject({
      method: 'GET',
      url: `/api/v1/payment/notify/?${new URLSearchParams(params).toString()}`,
    });
    expect(notified.payload).toBe('success');
    expect(await within(pushed.promise, 3000)).toEqual({ type: 'to_client', out_trade_no });
  });

  it('a chat message sent on A arrives on B', async () => {
    const owner = await vipMember(a());
    const reader = await vipMember(a());
    const number = await groupWith(a(), owner.id, [[reader.id, 'member']]);
    const socket = await socketOn(b(), reader.browser.cookieHeader);
    const box = nextMessage();
    await socket.subscribe(roomPath(number), (message: unknown) => {
      if ((message as { type?: string }).type === 'chat_message') box.handler(message);
    });
    const sent = await owner.browser.post(sendMessage.path.replace('{number}', number), {
      text: '两台服务器都收到',
    });
    expect(sent.statusCode).toBe(200);
    expect(await within(box.promise, 3000)).toMatchObject({
      type: 'chat_message',
      message: { text: '两台服务器都收到' },
    });
  });

  it('counts rate limits across both instances', async () => {
    const address = `198.51.100.${1 + Math.floor(Math.random() * 200)}`;
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const server = i % 2 === 0 ? a() : b();
      const res = await server.inject({
        method: 'GET',
        url: `${checkRegistrate.path}?username=1380000${String(i).padStart(4, '0')}`,
        remoteAddress: address,
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.slice(6)).toEqual([429, 429]);
  });

  it('ticks the price once, on one instance, and both answer btc_price with the same ticks', async () => {
    const heard: PriceTick[] = [];
    const client = socketClient(a());
    sockets.push(client);
    await client.connect({ reconnect: false });
    await client.subscribe(
      btcPriceSubscription,
      (tick: unknown) => void heard.push(tick as PriceTick),
    );
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 3_500));
    const seconds = (Date.now() - started) / 1000;
    // One instance ticking each second: about three ticks, not six, and no second shares a tick.
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(new Set(heard.map((t) => t.added)).size).toBe(heard.length);

    const live = async (server: AppServer) =>
      btcPrice.response.parse(
        JSON.parse(
          (await server.inject(`${btcPrice.path.replace('{frequency}', 'live')}`)).payload,
        ),
      ).data;
    const [onA, onB] = [await live(a()), await live(b())];
    const last = heard.at(-1);
    expect(onA).toContainEqual({ price: last?.price, added: last?.added });
    expect(onB).toContainEqual({ price: last?.price, added: last?.added });
  });
});
