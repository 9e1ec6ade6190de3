import { describe, expect, it } from 'vitest';
import { checkVip, getUsername } from '../src/contract.ts';
import { leftDays } from '@coinsight/domain/membership';
import { addMember, databaseKinds, loginAs, serverPerSuite } from './helpers.ts';

const day = 86_400_000;

describe.each(databaseKinds)('account on %s', (kind) => {
  const suite = serverPerSuite(kind, { realClock: true });

  it('tells a visitor they have no user name and no membership', async () => {
    const name = await suite.server.inject({ method: 'GET', url: getUsername.path });
    expect(name.statusCode).toBe(200);
    expect(name.result).toEqual({ username: '', code: '' });

    const vip = await suite.server.inject({ method: 'GET', url: checkVip.path });
    expect(vip.statusCode).toBe(200);
    expect(vip.result).toEqual({ is_vip: false, leftdays: 0, expiry: null });
  });

  it('gives a logged-in member their phone, invite code and membership', async () => {
    const expiry = new Date(Date.now() + 10 * day - 60_000);
    const member = await addMember(suite.server, { vipExpiry: expiry, inviteCode: 'INV12345' });
    const { cookie } = await loginAs(suite.server, member.id);

    const name = await suite.server.inject({
      method: 'GET',
      url: getUsername.path,
      headers: { cookie },
    });
    expect(name.result).toEqual({ username: member.phone, code: 'INV12345' });

    const vip = await suite.server.inject({
      method: 'GET',
      url: checkVip.path,
      headers: { cookie },
    });
    expect(vip.statusCode).toBe(200);
    const body = vip.result as { is_vip: boolean; leftdays: number; expiry: string };
    expect(body.is_vip).toBe(true);
    expect(body.leftdays).toBe(10);
    // MariaDB keeps milliseconds (DATETIME(3)); the instant survives the round trip.
    expect(new Date(body.expiry).getTime()).toBe(expiry.getTime());
  });

  it('reports an expired membership as not VIP with 0 days but keeps the expiry', async () => {
    const expiry = new Date(Date.now() - 3 * day);
    const member = await addMember(suite.server, { vipExpiry: expiry });
    const { cookie } = await loginAs(suite.server, member.id);
    const vip = await suite.server.inject({
      method: 'GET',
      url: checkVip.path,
      headers: { cookie },
    });
    expect(vip.result).toMatchObject({ is_vip: false, leftdays: 0 });
    expect(new Date((vip.result as { expiry: string }).expiry).getTime()).toBe(expiry.getTime());
  });

  it('treats a session ended in the database as a visitor', async () => {
    const member = await addMember(suite.server);
    const { cookie, sessionId } = await loginAs(suite.server, member.id);
    const before = await suite.server.inject({
      method: 'GET',
      url: getUsername.path,
      headers: { cookie },
    });
    expect(before.result).toMatchObject({ username: member.phone });

    await suite.server.services.account.endSession(sessionId);
    const after = await suite.server.inject({
      method: 'GET',
      url: getUsername.path,
      headers: { cookie },
    });
    expect(after.statusCode).toBe(200);
    expect(after.result).toEqual({ username: '', code: '' });
    // The dead cookie is cleared so the browser stops sending it.
    expect(String(after.headers['set-cookie'])).toMatch(/sid=;/);
  });

  it('ignores a forged session cookie', async () => {
    const res = await suite.server.inject({
      method: 'GET',
      url: getUsername.path,
      headers: { cookie: 'sid=Fe26.2**forged**value' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ username: '', code: '' });
  });
});

describe('leftDays', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [null, 0],
    [new Date('2026-11-22T11:00:00Z'), 0],
    [new Date('2026-11-22T12:00:00Z'), 0],
    [new Date('2026-11-22T12:00:01Z'), 1],
    [new Date('2026-11-23T12:00:00Z'), 1],
    [new Date('2026-11-23T12:00:01Z'), 2],
  ])('counts whole days left until %s, rounded up, as %i', (expiry, expected) => {
    expect(leftDays(expiry, now)).toBe(expected);
  });
});
