import Nes from '@hapi/nes';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import {
  changePassword,
  getRecoveryEmail,
  getUsername,
  login,
  logout,
  passwordReset,
  setRecoveryEmail,
} from '../src/contract.ts';
import { nesAuthPath } from '../src/plugins/realtime.ts';
import { readOutbox } from '../src/providers/mail/index.ts';
import {
  databaseKinds,
  loginAs,
  addMember,
  nesCookieFor,
  nextMessage,
  registerMember,
  serverPerSuite,
  socketClient,
  TestBrowser,
  within,
} from './helpers.ts';

const attackerMail = 'attacker@evil.example';

/** Resolves when the socket closes without having been asked to. */
function closedByServer(client: Nes.Client): Promise<number> {
  return new Promise((resolve) => {
    client.onDisconnect = (_willReconnect, log) => {
      if (!log.wasRequested) resolve(log.code);
    };
  });
}

describe.each(databaseKinds)('the websocket is bound to the session on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    env: { CAPTCHA_RATE_LIMIT: '1000', SOCKET_AUTH_TTL_SECONDS: '60' },
    listen: true,
  });
  const sockets: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
  });

  function client(headers: Record<string, string> = {}): Nes.Client {
    const c = socketClient(suite.server, headers);
    sockets.push(c);
    return c;
  }

  /** A browser that logged the member in through the API, as the site does. */
  async function loggedIn(
    member: { phone: string; password: string },
    windowId: string,
  ): Promise<TestBrowser> {
    const browser = await TestBrowser.open(suite.server);
    await browser.post(login.path, { username: member.phone, password: member.password, windowId });
    return browser;
  }

  it('refuses the stale-socket takeover: after a password change and logout the old nes cookie opens nothing', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const browser = await loggedIn(member, 'tab-00000001');
    const stolen = await nesCookieFor(suite.server, browser.cookieHeader);
    const open = client({ cookie: stolen });
    await open.connect({ reconnect: false });
    const closed = closedByServer(open);

    const changed = await browser.post(changePassword.path, {
      old_password: member.password,
      new_password: 'Another#Pass2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await browser.post(logout.path)).statusCode).toBe(200);

    // The socket that was open on the session is closed at once…
    expect(await within(closed, 3000)).not.toBe('timeout');
    // …and the credential it was opened with opens no other.
    await expect(client({ cookie: stolen }).connect({ reconnect: false })).rejects.toMatchObject({
      statusCode: 401,
      message: messages.account.sessionEnded,
    });

    // The replay of the finding, over plain HTTP the attacker cannot do it either.
    const user = await suite.server.services.account.repo.findUserById(member.id);
    expect(user?.email ?? null).toBeNull();
    const reset = await (
      await TestBrowser.open(suite.server)
    ).post(passwordReset.path, {
      username: member.phone,
      email: attackerMail,
      request_time: new Date().toISOString(),
    });
    expect(reset.statusCode).toBe(200);
    const mails = await readOutbox(suite.server.db, 50);
    expect(mails.filter((mail) => mail.to === attackerMail)).toEqual([]);
  });

  it('refuses every request sent over the socket, whoever sends it and whatever headers it carries', async () => {
    const member = await addMember(suite.server);
    const { cookie } = await loginAs(suite.server, member.id);
    const socket = client({ cookie: await nesCookieFor(suite.server, cookie) });
    await socket.connect({ reconnect: false });

    await expect(socket.request(getUsername.path)).rejects.toMatchObject({
      statusCode: 403,
      message: messages.http.socketRequestRefused,
    });
    await expect(
      socket.request({
        method: 'POST',
        path: setRecoveryEmail.path,
        payload: { email: attackerMail },
        headers: { cookie: 'crumb=forged', 'x-csrf-token': 'forged' },
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    const visitor = client();
    await visitor.connect({ reconnect: false });
    await expect(visitor.request(getRecoveryEmail.path)).rejects.toMatchObject({ statusCode: 403 });
    const user = await suite.server.services.account.repo.findUserById(member.id);
    expect(user?.email ?? null).toBeNull();
  });

  it('closes the sockets of a session a login elsewhere ends, after its force_logout', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const first = await loggedIn(member, 'tab-00000001');
    const socket = client({ cookie: await nesCookieFor(suite.server, first.cookieHeader) });
    await socket.connect({ reconnect: false });
    const pushed = nextMessage();
    await socket.subscribe(`/notifications/${member.phone}`, pushed.handler);
    const closed = closedByServer(socket);

    await loggedIn(member, 'tab-00000002');
    expect(await within(pushed.promise, 3000)).toMatchObject({ type: 'force_logout' });
    expect(await within(closed, 3000)).not.toBe('timeout');
  });

  it('keeps a member’s other session’s socket open when one session logs out', async () => {
    const member = await addMember(suite.server);
    const kept = await loginAs(suite.server, member.id);
    const ended = await loginAs(suite.server, member.id);
    const keptSocket = client({ cookie: await nesCookieFor(suite.server, kept.cookie) });
    await keptSocket.connect({ reconnect: false });
    const keptClosed = closedByServer(keptSocket);
    await suite.server.services.account.logout(ended.sessionId);
    expect(await within(keptClosed, 500)).toBe('timeout');
    await keptSocket.subscribe(`/notifications/${member.phone}`, () => {});
  });
});

describe('the websocket upgrade', () => {
  const suite = serverPerSuite('sqlite', {
    env: { SOCKET_ORIGINS: 'https://coinsight.example', SOCKET_AUTH_TTL_SECONDS: '1' },
    listen: true,
    realClock: true,
  });
  const sockets: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
  });

  function from(origin: string | undefined, headers: Record<string, string> = {}): Nes.Client {
    const c = new Nes.Client(`ws://127.0.0.1:${suite.server.info.port}`, {
      ws: { headers, ...(origin ? { origin } : {}) },
    });
    sockets.push(c);
    return c;
  }

  it('is refused from another origin: another port, a sibling subdomain, none at all', async () => {
    for (const origin of [
      'https://coinsight.example:8443',
      'https://evil.coinsight.example',
      'http://coinsight.example',
      undefined,
    ]) {
      await expect(from(origin).connect({ reconnect: false }), String(origin)).rejects.toThrow();
    }
    await from('https://coinsight.example').connect({ reconnect: false });
  });

  it('hands out a credential that seals the session id only and expires', async () => {
    const member = await addMember(suite.server);
    const { cookie } = await loginAs(suite.server, member.id);
    const res = await fetch(`http://127.0.0.1:${suite.server.info.port}${nesAuthPath}`, {
      headers: { cookie },
    });
    const line = res.headers.getSetCookie().find((l) => l.startsWith('nes=')) ?? '';
    expect(line).toMatch(/Max-Age=1\b/);
    expect(line).toMatch(/HttpOnly/);
    const nes = line.split(';')[0] ?? '';
    const sealed = nes.slice('nes='.length);
    const { default: Iron } = await import('@hapi/iron');
    const { deriveSecret } = await import('../src/security/secrets.ts');
    const opened = await Iron.unseal(
      sealed,
      deriveSecret(suite.server.services.config.sessionSecret, 'cookie:nes'),
      Iron.defaults,
    );
    expect(opened).toMatchObject({ credentials: { sessionId: expect.any(String) } });
    expect(Object.keys((opened as { credentials: object }).credentials)).toEqual(['sessionId']);

    await new Promise((resolve) => setTimeout(resolve, 1200));
    const late = from('https://coinsight.example', { cookie: nes });
    await expect(late.connect({ reconnect: false })).rejects.toMatchObject({ statusCode: 401 });
  });
});
