import Nes from '@hapi/nes';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { maskPhone } from '@coinsight/domain/chat';
import { roomPath, type RoomMessage } from '@coinsight/domain/realtime';
import { groupMembers, removeMember, sendMessage } from '../src/contract.ts';
import {
  databaseKinds,
  nesCookieFor,
  serverPerSuite,
  socketClient,
  within,
  type TestBrowser,
} from './helpers.ts';
import { groupWith, vipMember } from './chatKit.ts';
import { payingMember } from './paymentHelpers.ts';

/** Every room message a subscription receives, and a way to wait for the next one matching. */
function inbox() {
  const received: RoomMessage[] = [];
  const waiters: { test: (m: RoomMessage) => boolean; resolve: (m: RoomMessage) => void }[] = [];
  return {
    received,
    handler: (message: unknown) => {
      const m = message as RoomMessage;
      received.push(m);
      for (const w of waiters.splice(0)) {
        if (w.test(m)) w.resolve(m);
        else waiters.push(w);
      }
    },
    next(test: (m: RoomMessage) => boolean): Promise<RoomMessage> {
      const seen = received.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
}

describe.each(databaseKinds)('chat rooms over Nes on %s', (kind) => {
  const suite = serverPerSuite(kind, { listen: true, realClock: true });
  const sockets: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
  });

  async function socketOf(browser?: TestBrowser): Promise<Nes.Client> {
    const headers: Record<string, string> = browser
      ? { cookie: await nesCookieFor(suite.server, browser.cookieHeader) }
      : {};
    const client = socketClient(suite.server, headers);
    sockets.push(client);
    await client.connect({ reconnect: false });
    return client;
  }

  const send = (browser: TestBrowser, number: string, text: string) =>
    browser.post(buildPath(sendMessage.path, { number }), { text });

  it('hands a member the history on joining, then each message live', async () => {
    const [a, b] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, a.id, [[b.id, 'member']]);
    await send(a.browser, number, '先到的一条');
    const box = inbox();
    await (await socketOf(b.browser)).subscribe(roomPath(number), box.handler);
    const history = await within(
      box.next((m) => m.type === 'history'),
      2000,
    );
    expect(history).toMatchObject({ type: 'history', number });
    expect(
      history !== 'timeout' && history.type === 'history' && history.messages.at(-1)?.text,
    ).toBe('先到的一条');

    const sentAt = Date.now();
    await send(a.browser, number, '实时消息');
    const live = await within(
      box.next((m) => m.type === 'chat_message' && m.message.text === '实时消息'),
      1000,
    );
    expect(live).toMatchObject({
      type: 'chat_message',
      number,
      message: { text: '实时消息', sender: maskPhone(a.phone) },
    });
    expect(Date.now() - sentAt).toBeLessThan(1000);
  });

  it('refuses the room to a non-member, a lapsed member, a visitor, and an unknown group', async () => {
    const [owner, stranger] = [await vipMember(suite.server), await vipMember(suite.server)];
    const lapsed = await payingMember(suite.server, { vipExpiry: new Date(Date.now() - 1000) });
    const number = await groupWith(suite.server, owner.id, [[lapsed.id, 'member']]);
    await expect(
      (await socketOf(stranger.browser)).subscribe(roomPath(number), () => {}),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      (await socketOf(lapsed.browser)).subscribe(roomPath(number), () => {}),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect((await socketOf()).subscribe(roomPath(number), () => {})).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(
      (await socketOf(owner.browser)).subscribe(roomPath('99999999'), () => {}),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('stops sending to a removed member at once, while the others still receive', async () => {
    const [owner, stays, removed] = [
      await vipMember(suite.server),
      await vipMember(suite.server),
      await vipMember(suite.server),
    ];
    const number = await groupWith(suite.server, owner.id, [
      [stays.id, 'member'],
      [removed.id, 'member'],
    ]);
    const staysBox = inbox();
    const removedBox = inbox();
    await (await socketOf(stays.browser)).subscribe(roomPath(number), staysBox.handler);
    await (await socketOf(removed.browser)).subscribe(roomPath(number), removedBox.handler);

    await send(owner.browser, number, '移除之前');
    expect(
      await within(
        removedBox.next((m) => m.type === 'chat_message' && m.message.text === '移除之前'),
        1000,
      ),
    ).not.toBe('timeout');

    const { members } = (await owner.browser.get(buildPath(groupMembers.path, { number })))
      .result as { members: { id: number; username: string }[] };
    const memberId = members.find((x) => x.username === maskPhone(removed.phone))?.id ?? 0;
    const res = await owner.browser.request({
      method: 'DELETE',
      url: buildPath(removeMember.path, { number, memberId }),
    });
    expect(res.result).toEqual({ state: 'success' });

    await send(owner.browser, number, '移除之后');
    expect(
      await within(
        staysBox.next((m) => m.type === 'chat_message' && m.message.text === '移除之后'),
        1000,
      ),
    ).not.toBe('timeout');
    // The stayer got it; the removed member's socket, still open, got nothing after the removal.
    await new Promise((r) => setTimeout(r, 200));
    const afterRemoval = removedBox.received.filter(
      (m) => m.type === 'chat_message' && (m.message.text === '移除之后' || m.message.system),
    );
    expect(afterRemoval).toEqual([]);
    expect(
      staysBox.received.some(
        (m) =>
          m.type === 'chat_message' &&
          m.message.system === `${maskPhone(removed.phone)} 已被移出群聊`,
      ),
    ).toBe(true);
    // And a new subscription is refused.
    await expect(
      (await socketOf(removed.browser)).subscribe(roomPath(`${number}`), () => {}),
    ).rejects.toMatchObject({ statusCode: 403 });
  });

  it('stops pushing to a member whose VIP lapses while their room is open', async () => {
    const [owner, lapsing] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, owner.id, [[lapsing.id, 'member']]);
    const ownerBox = inbox();
    const lapsingBox = inbox();
    await (await socketOf(owner.browser)).subscribe(roomPath(number), ownerBox.handler);
    await (await socketOf(lapsing.browser)).subscribe(roomPath(number), lapsingBox.handler);

    await send(owner.browser, number, '到期之前');
    expect(
      await within(
        lapsingBox.next((m) => m.type === 'chat_message' && m.message.text === '到期之前'),
        1000,
      ),
    ).not.toBe('timeout');

    await suite.server
      .db('users')
      .where({ id: lapsing.id })
      .update({ vip_expiry: new Date(Date.now() - 60_000) });
    await send(owner.browser, number, '到期之后');
    expect(
      await within(
        ownerBox.next((m) => m.type === 'chat_message' && m.message.text === '到期之后'),
        1000,
      ),
    ).not.toBe('timeout');
    await new Promise((r) => setTimeout(r, 200));
    expect(
      lapsingBox.received.some((m) => m.type === 'chat_message' && m.message.text === '到期之后'),
    ).toBe(false);
  });
});
