import Nes from '@hapi/nes';
import { afterEach, describe, expect, it } from 'vitest';
import { nesAuthPath } from '../src/plugins/realtime.ts';
import {
  addMember,
  databaseKinds,
  loginAs,
  nextMessage,
  serverPerSuite,
  setCookies,
  within,
  socketClient,
} from './helpers.ts';

describe.each(databaseKinds)('Nes notifications on %s', (kind) => {
  const suite = serverPerSuite(kind, { listen: true, realClock: true });
  const clients: Nes.Client[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.disconnect()));
  });

  /** What the site does: GET /nes/auth with the session cookie, then open the socket with the `nes` cookie it set. */
  async function connect(sessionCookie?: string): Promise<Nes.Client> {
    let headers: Record<string, string> = {};
    if (sessionCookie) {
      const auth = await fetch(`http://127.0.0.1:${suite.server.info.port}${nesAuthPath}`, {
        headers: { cookie: sessionCookie },
      });
      expect(await auth.json()).toEqual({ status: 'authenticated' });
      const nes = setCookies({ 'set-cookie': auth.headers.getSetCookie() }).get('nes');
      expect(nes).toMatch(/HttpOnly/);
      headers = { cookie: (nes ?? '').split(';')[0] ?? '' };
    }
    const client = socketClient(suite.server, headers);
    clients.push(client);
    await client.connect({ reconnect: false });
    return client;
  }

  it('delivers force_logout to a member subscribed to their own notifications', async () => {
    const m = await addMember(suite.server);
    const { cookie } = await loginAs(suite.server, m.id);
    const client = await connect(cookie);
    const next = nextMessage();
    await client.subscribe(`/notifications/${m.phone}`, next.handler);
    const message = { type: 'force_logout', message: '您的账号已在其他设备登录' } as const;
    await suite.server.bus.notify(m.phone, message);
    expect(await within(next.promise, 3000)).toEqual(message);
  });

  it("refuses a member subscribing to another member's notifications", async () => {
    const [a, b] = [await addMember(suite.server), await addMember(suite.server)];
    const client = await connect((await loginAs(suite.server, a.id)).cookie);
    await expect(client.subscribe(`/notifications/${b.phone}`, () => {})).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('refuses a visitor subscribing to notifications', async () => {
    const m = await addMember(suite.server);
    const client = await connect();
    await expect(client.subscribe(`/notifications/${m.phone}`, () => {})).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('tells a visitor asking /nes/auth that they are not authenticated', async () => {
    const res = await suite.server.inject({ method: 'GET', url: nesAuthPath });
    expect(res.result).toEqual({ status: 'unauthenticated' });
    expect(setCookies(res.headers).has('nes')).toBe(false);
  });

  it('refuses a subscription once the session has ended', async () => {
    const m = await addMember(suite.server);
    const { cookie, sessionId } = await loginAs(suite.server, m.id);
    const client = await connect(cookie);
    await suite.server.services.account.endSession(sessionId);
    await expect(client.subscribe(`/notifications/${m.phone}`, () => {})).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('reaches only the sessions a publish targets', async () => {
    const m = await addMember(suite.server);
    const oldSession = await loginAs(suite.server, m.id);
    const newSession = await loginAs(suite.server, m.id);
    const oldClient = await connect(oldSession.cookie);
    const newClient = await connect(newSession.cookie);
    const toOld = nextMessage();
    const toNew = nextMessage();
    await oldClient.subscribe(`/notifications/${m.phone}`, toOld.handler);
    await newClient.subscribe(`/notifications/${m.phone}`, toNew.handler);
    await suite.server.bus.notify(
      m.phone,
      { type: 'force_logout' },
      { internal: { exceptSessions: [newSession.sessionId] } },
    );
    expect(await within(toOld.promise, 3000)).toEqual({ type: 'force_logout' });
    expect(await within(toNew.promise, 300)).toBe('timeout');
  });

  it('lets anyone follow the live Bitcoin price', async () => {
    const client = await connect();
    const next = nextMessage();
    await client.subscribe('/prices/btc', next.handler);
    const tick = { type: 'price', price: '91234.5', added: 1_795_000_000 } as const;
    await suite.server.bus.publishPrice(tick);
    expect(await within(next.promise, 3000)).toEqual(tick);
  });

  it('refuses to publish a message the contract does not know', async () => {
    await expect(
      suite.server.bus.publishPrice({ type: 'price', price: 'cheap', added: 1 }),
    ).rejects.toThrow();
    await expect(
      suite.server.bus.notify('13800000000', { type: 'to_client', out_trade_no: '' }),
    ).rejects.toThrow();
  });
});
