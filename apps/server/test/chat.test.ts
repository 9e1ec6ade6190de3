import { afterEach, describe, expect, it } from 'vitest';
import Nes from '@hapi/nes';
import { buildPath } from '@coinsight/domain/api';
import { maskPhone, membersGroup } from '@coinsight/domain/chat';
import { messages } from '@coinsight/domain/messages';
import type { ChatMessage } from '@coinsight/domain/realtime';
import {
  approveJoinRequest,
  getUserGroups,
  groupMembers,
  groupMessages,
  joinGroup,
  joinRequests,
  markRead,
  removeMember,
  searchGroup,
  sendMessage,
} from '../src/contract.ts';
import {
  databaseKinds,
  nesCookieFor,
  nextMessage,
  serverPerSuite,
  socketClient,
  TestBrowser,
  within,
} from './helpers.ts';
import { groupWith, vipMember } from './chatKit.ts';
import { openOrder, payingMember, sandboxOf } from './paymentHelpers.ts';

const m = messages.chat;

const messagesUrl = (number: string, before?: number) =>
  buildPath(groupMessages.path, { number }) + (before ? `?before=${before}` : '');
const membersUrl = (number: string) => buildPath(groupMembers.path, { number });
const sendUrl = (number: string) => buildPath(sendMessage.path, { number });

describe.each(databaseKinds)('group chat over HTTP on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    listen: true,
    realClock: true,
    env: { CHAT_RATE_LIMIT: '8', CHAT_MESSAGE_MAX_CHARS: '20' },
  });
  const sockets: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
  });

  /** The next push on a member's notification channel, subscribed as the site does after login. */
  const listenToNotifications = async (member: { phone: string; browser: TestBrowser }) => {
    const cookie = await nesCookieFor(suite.server, member.browser.cookieHeader);
    const socket = socketClient(suite.server, { cookie });
    sockets.push(socket);
    await socket.connect({ reconnect: false });
    const next = nextMessage();
    await socket.subscribe(`/notifications/${member.phone}`, next.handler);
    // Wrapped: an async function returning the bare promise would wait for the push itself.
    return { push: next.promise };
  };

  it('lets only members read a group; an unknown group is a 404', async () => {
    const owner = await vipMember(suite.server);
    const stranger = await vipMember(suite.server);
    const number = await groupWith(suite.server, owner.id);
    expect((await owner.browser.get(membersUrl(number))).statusCode).toBe(200);
    for (const url of [membersUrl(number), messagesUrl(number)]) {
      const res = await stranger.browser.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.result).toMatchObject({ message: m.notGroupMember });
    }
    const missing = await owner.browser.get(membersUrl('99999999'));
    expect(missing.statusCode).toBe(404);
    expect(missing.result).toMatchObject({ message: m.groupNotFound });
  });

  it('refuses members who are not VIP and visitors', async () => {
    const lapsed = await payingMember(suite.server, { vipExpiry: new Date(Date.now() - 1000) });
    expect((await lapsed.browser.get(getUserGroups.path)).statusCode).toBe(403);
    const visitor = await TestBrowser.open(suite.server);
    expect((await visitor.get(getUserGroups.path)).statusCode).toBe(401);
  });

  it('lists members owner first with badges and masked names', async () => {
    const [owner, admin, member] = [
      await vipMember(suite.server),
      await vipMember(suite.server),
      await vipMember(suite.server),
    ];
    const number = await groupWith(suite.server, owner.id, [
      [member.id, 'member'],
      [admin.id, 'admin'],
    ]);
    const res = await member.browser.get(membersUrl(number));
    const { members } = res.result as {
      members: { username: string; is_owner: boolean; is_admin: boolean }[];
    };
    expect(members.map((x) => [x.username, x.is_owner, x.is_admin])).toEqual([
      [maskPhone(owner.phone), true, false],
      [maskPhone(admin.phone), false, true],
      [maskPhone(member.phone), false, false],
    ]);
  });

  it('sends trimmed text, refuses blank and overlong text, and pages back through history', async () => {
    const owner = await vipMember(suite.server);
    const number = await groupWith(suite.server, owner.id);
    const blank = await owner.browser.post(sendUrl(number), { text: '  \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.result).toMatchObject({ message: m.messageBlank });
    const long = await owner.browser.post(sendUrl(number), { text: '好'.repeat(21) });
    expect(long.statusCode).toBe(400);
    expect(long.result).toMatchObject({ message: m.messageTooLong });
    const sent = await owner.browser.post(sendUrl(number), { text: '  早上好  ' });
    expect(sent.statusCode).toBe(200);
    expect((sent.result as { message: ChatMessage }).message).toMatchObject({
      text: '早上好',
      sender: maskPhone(owner.phone),
    });

    // 60 more messages straight through the service (the HTTP limit is 8 a minute here).
    const group = await suite.server.services.chat.requireGroup(number);
    for (let i = 1; i <= 60; i += 1)
      await suite.server.services.chat.repo.insertMessage({
        groupId: group.id,
        kind: 'text',
        senderUserId: owner.id,
        text: `第 ${i} 条`,
        createdAt: new Date(),
      });
    const latest = (await owner.browser.get(messagesUrl(number))).result as {
      results: ChatMessage[];
    };
    expect(latest.results).toHaveLength(50);
    expect(latest.results.at(-1)?.text).toBe('第 60 条');
    const ids = latest.results.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const older = (await owner.browser.get(messagesUrl(number, ids[0]))).result as {
      results: ChatMessage[];
    };
    expect(older.results.map((x) => x.text)).toEqual([
      '早上好',
      ...Array.from({ length: 10 }, (_, i) => `第 ${i + 1} 条`),
    ]);
    const start = (await owner.browser.get(messagesUrl(number, older.results[0]?.id))).result;
    expect(start).toEqual({ results: [] });
  });

  it('rate-limits sending per member with a 429 in Chinese', async () => {
    const [a, b] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, a.id, [[b.id, 'member']]);
    const codes = [];
    for (let i = 0; i < 9; i += 1)
      codes.push((await a.browser.post(sendUrl(number), { text: `消息 ${i}` })).statusCode);
    expect(codes).toEqual([...Array(8).fill(200), 429]);
    const refused = await a.browser.post(sendUrl(number), { text: '再来一条' });
    expect(refused.result).toMatchObject({ message: m.sendTooFast });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member of the same group is counted apart.
    expect((await b.browser.post(sendUrl(number), { text: '我还能说' })).statusCode).toBe(200);
  });

  it('refuses sending without the CSRF header and by non-members', async () => {
    const [owner, stranger] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, owner.id);
    expect(
      (await owner.browser.post(sendUrl(number), { text: '你好' }, { csrf: false })).statusCode,
    ).toBe(403);
    const res = await stranger.browser.post(sendUrl(number), { text: '你好' });
    expect(res.statusCode).toBe(403);
    expect(res.result).toMatchObject({ message: m.notGroupMember });
  });

  it('counts unread messages from others until the member marks them read', async () => {
    const [a, b] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, a.id, [[b.id, 'member']]);
    await a.browser.post(sendUrl(number), { text: '一' });
    const second = await a.browser.post(sendUrl(number), { text: '二' });
    const unreadOf = async (browser: TestBrowser) => {
      const { groups } = (await browser.get(getUserGroups.path)).result as {
        groups: { number: string; unreadCount: number; lastMessage: string; role: string }[];
      };
      return groups.find((g) => g.number === number);
    };
    expect(await unreadOf(b.browser)).toMatchObject({
      unreadCount: 2,
      lastMessage: '二',
      role: 'member',
    });
    expect(await unreadOf(a.browser)).toMatchObject({ unreadCount: 0, role: 'owner' });
    const id = (second.result as { message: ChatMessage }).message.id;
    const read = await b.browser.post(buildPath(markRead.path, { number }), { message_id: id });
    expect(read.result).toEqual({ unreadCount: 0 });
    expect(await unreadOf(b.browser)).toMatchObject({ unreadCount: 0 });
  });

  it('runs the join flow: request, live notification to the owner, only managers decide', async () => {
    const [owner, admin, plain, newcomer] = [
      await vipMember(suite.server),
      await vipMember(suite.server),
      await vipMember(suite.server),
      await vipMember(suite.server),
    ];
    const number = await groupWith(
      suite.server,
      owner.id,
      [
        [admin.id, 'admin'],
        [plain.id, 'member'],
      ],
      '宏观与美联储观察',
    );
    // The owner listens on their notification channel, as the site does after login.
    const cookie = owner.browser.cookieHeader;
    const socket = socketClient(suite.server, { cookie: await nesCookieFor(suite.server, cookie) });
    sockets.push(socket);
    await socket.connect({ reconnect: false });
    const next = nextMessage();
    await socket.subscribe(`/notifications/${owner.phone}`, next.handler);

    const found = await newcomer.browser.get(
      `${searchGroup.path}?q=${encodeURIComponent('美联储')}`,
    );
    expect(
      (found.result as { results: { number: string }[] }).results.map((g) => g.number),
    ).toContain(number);
    const asked = await newcomer.browser.post(joinGroup.path, { group_number: number });
    expect(asked.result).toEqual({ state: 'requested' });
    const pushed = (await within(next.promise, 3000)) as Record<string, unknown>;
    expect(pushed).toMatchObject({
      type: 'join_request_notification',
      username: maskPhone(newcomer.phone),
      group_name: '宏观与美联储观察',
      group_number: number,
    });
    expect((await newcomer.browser.post(joinGroup.path, { group_number: number })).result).toEqual({
      state: 'already_requested',
    });

    // A newcomer reads nothing yet; an ordinary member sees no requests and cannot decide.
    expect((await newcomer.browser.get(messagesUrl(number))).statusCode).toBe(403);
    expect((await plain.browser.get(joinRequests.path)).result).toEqual({ results: [] });
    const refused = await plain.browser.post(approveJoinRequest.path, { request_id: pushed.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.result).toMatchObject({ message: m.notGroupManager });

    const listed = (await admin.browser.get(joinRequests.path)).result as {
      results: { id: number }[];
    };
    expect(listed.results.map((r) => r.id)).toEqual([pushed.id]);
    // The newcomer's open page learns the decision without reloading.
    const told = await listenToNotifications(newcomer);
    const approved = await admin.browser.post(approveJoinRequest.path, { request_id: pushed.id });
    expect(approved.result).toEqual({ state: 'success', status: 'accepted' });
    expect(await within(told.push, 3000)).toEqual({
      type: 'join_request_decided',
      group_number: number,
      group_name: '宏观与美联储观察',
      status: 'accepted',
    });
    const again = await owner.browser.post(approveJoinRequest.path, {
      request_id: pushed.id,
      reject: true,
    });
    expect(again.statusCode).toBe(404);
    expect(again.result).toMatchObject({ message: m.joinRequestNotFound });

    const history = (await newcomer.browser.get(messagesUrl(number))).result as {
      results: ChatMessage[];
    };
    expect(history.results.at(-1)?.system).toBe(`${maskPhone(newcomer.phone)} 加入了群聊`);
    expect((await newcomer.browser.post(joinGroup.path, { group_number: number })).result).toEqual({
      state: 'already_member',
    });
  });

  it('rejects a request without adding the member', async () => {
    const [owner, asker] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, owner.id);
    await asker.browser.post(joinGroup.path, { group_number: number });
    const [request] = (
      (await owner.browser.get(joinRequests.path)).result as { results: { id: number }[] }
    ).results;
    const told = await listenToNotifications(asker);
    const res = await owner.browser.post(approveJoinRequest.path, {
      request_id: request?.id,
      reject: true,
    });
    expect(res.result).toEqual({ state: 'success', status: 'rejected' });
    expect(await within(told.push, 3000)).toMatchObject({
      type: 'join_request_decided',
      group_number: number,
      status: 'rejected',
    });
    expect((await asker.browser.get(messagesUrl(number))).statusCode).toBe(403);
  });

  it('lets the owner remove members and admins, an admin only members, nobody the owner', async () => {
    const [owner, admin, a, b] = [
      await vipMember(suite.server),
      await vipMember(suite.server),
      await vipMember(suite.server),
      await vipMember(suite.server),
    ];
    const number = await groupWith(suite.server, owner.id, [
      [admin.id, 'admin'],
      [a.id, 'member'],
      [b.id, 'member'],
    ]);
    const { members } = (await owner.browser.get(membersUrl(number))).result as {
      members: { id: number; username: string }[];
    };
    const idOf = (phone: string) => members.find((x) => x.username === maskPhone(phone))?.id ?? 0;
    const removeUrl = (memberId: number) => buildPath(removeMember.path, { number, memberId });
    const del = (browser: TestBrowser, memberId: number) =>
      browser.request({ method: 'DELETE', url: removeUrl(memberId) });

    expect((await del(a.browser, idOf(b.phone))).statusCode).toBe(403);
    expect((await del(admin.browser, idOf(owner.phone))).statusCode).toBe(403);
    expect((await del(admin.browser, idOf(a.phone))).result).toEqual({ state: 'success' });
    expect((await del(owner.browser, idOf(admin.phone))).result).toEqual({ state: 'success' });
    expect((await del(owner.browser, idOf(a.phone))).statusCode).toBe(404);
    expect((await a.browser.get(messagesUrl(number))).statusCode).toBe(403);
    expect((await b.browser.get(messagesUrl(number))).statusCode).toBe(200);
  });

  it('puts a member who pays for VIP into the members’ group, owned by the admin account', async () => {
    const buyer = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(buyer.browser)).result as { out_trade_no: string };
    const params = sandboxOf(suite.server).notifyParams({
      outTradeNo: out_trade_no,
      type: 'wxpay',
      name: 'VIP会员',
      money: '0.01',
      succeeded: true,
    });
    const notify = await suite.server.inject(
      `/api/v1/payment/notify/?${new URLSearchParams(params).toString()}`,
    );
    expect(notify.payload).toBe('success');
    const { groups } = (await buyer.browser.get(getUserGroups.path)).result as {
      groups: { number: string; name: string; role: string }[];
    };
    expect(groups).toContainEqual(
      expect.objectContaining({
        number: membersGroup.number,
        name: membersGroup.name,
        role: 'member',
      }),
    );
    await suite.server.db('admins').insert({ username: 'admin', password_hash: 'x' });
    const { members } = (await buyer.browser.get(membersUrl(membersGroup.number))).result as {
      members: { id: number; username: string; is_owner: boolean }[];
    };
    expect(members[0]).toMatchObject({ id: 0, username: 'admin', is_owner: true });
    expect(members.map((x) => x.username)).toContain(maskPhone(buyer.phone));
  });

  it('lets any VIP join the members’ group at once', async () => {
    const vip = await vipMember(suite.server);
    const res = await vip.browser.post(joinGroup.path, { group_number: membersGroup.number });
    expect(res.result).toEqual({ state: 'joined' });
    expect((await vip.browser.get(messagesUrl(membersGroup.number))).statusCode).toBe(200);
  });
});
