import type Nes from '@hapi/nes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as realtime from '@coinsight/domain/realtime';
import {
  addFavorite,
  buildPath,
  conversation,
  conversations,
  deleteConversation,
  exportConversation,
  favoriteDetail,
  favorites,
  getUserGroups,
  groupMembers,
  groupMessages,
  markRead,
  model,
  orderDetail,
  orders,
  paymentReason,
  paymentStatus,
  refundRequest,
  removeFavorite,
  removeMember,
  resume,
  sendMessage,
} from '../../src/contract.ts';
import { memberCookie } from '../../src/http/cookies.ts';
import {
  databaseKinds,
  nesCookieFor,
  serverPerSuite,
  socketClient,
  type TestBrowser,
} from '../helpers.ts';
import { groupWith, multipart, vipMember } from '../chatKit.ts';
import { adminBrowser, openOrder, payingMember, sandboxOf } from '../paymentHelpers.ts';
import { tableDigest } from './actors.ts';

type Member = Awaited<ReturnType<typeof payingMember>>;

/** An answer that gives nothing of the other member's object away: a 4xx, none of its fields in the body. */
function expectNothingOf(
  res: { statusCode: number; payload: string },
  secrets: readonly string[],
  where: string,
) {
  expect(res.statusCode, `${where}: ${res.payload.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  for (const secret of secrets) expect(res.payload, where).not.toContain(secret);
}

describe.each(databaseKinds)('object-level authorization on %s', (kind) => {
  const suite = serverPerSuite(kind, { listen: true, realClock: true });
  let alice: Member;
  let bob: Member;
  let buyer: Member;
  beforeAll(async () => {
    alice = await vipMember(suite.server);
    bob = await vipMember(suite.server);
    buyer = await payingMember(suite.server);
  });

  it('shows another member nothing of an order or its refund, and lets them change neither', async () => {
    // A paid order of the buyer's with her refund request waiting.
    const { out_trade_no } = (await openOrder(buyer.browser, { vip_duration: 90 })).result as {
      out_trade_no: string;
    };
    const paid = await suite.server.inject({
      method: 'GET',
      url: `/api/v1/payment/notify/?${new URLSearchParams(
        sandboxOf(suite.server).notifyParams({
          outTradeNo: out_trade_no,
          type: 'wxpay',
          name: 'VIP会员',
          money: '0.02',
          succeeded: true,
        }),
      ).toString()}`,
    });
    expect(paid.payload).toBe('success');
    const refund = await buyer.browser.post(refundRequest.path, {
      out_trade_no,
      refundall: true,
      reason: '爱丽丝的退款理由',
      contact_info: 'alice-contact-8811',
    });
    expect(refund.statusCode, refund.payload).toBe(200);
    const secrets = [out_trade_no, buyer.phone, 'alice-contact-8811', '爱丽丝的退款理由'];
    const before = await tableDigest(suite.server);

    expectNothingOf(
      await bob.browser.get(buildPath(orderDetail.path, { out_trade_no })),
      [buyer.phone, 'alice-contact-8811'],
      'orderDetail',
    );
    expectNothingOf(
      await bob.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`),
      [buyer.phone],
      'paymentStatus',
    );
    expectNothingOf(
      await bob.browser.post(refundRequest.path, {
        out_trade_no,
        refundall: true,
        reason: '冒名退款',
        contact_info: 'bob',
      }),
      [buyer.phone, 'alice-contact-8811'],
      'refundRequest',
    );
    const reason = await bob.browser.post(paymentReason.path, {
      out_trade_no,
      reason: '冒名退款',
      contact: 'bob',
    });
    expect(reason.result).toMatchObject({ success: false });
    const list = await bob.browser.get(orders.path);
    expect(list.statusCode).toBe(200);
    for (const secret of secrets) expect(list.payload).not.toContain(secret);
    expect(await tableDigest(suite.server)).toEqual(before);
  });

  it('shows another member nothing of an AI conversation, and lets them neither continue nor delete it', async () => {
    const asked = await alice.browser.post(model.path, {
      message: '爱丽丝的私密问题',
      ai_id: 'deepseek-chat',
    });
    expect(asked.statusCode, asked.payload).toBe(200);
    const { conversation_id: id, message_id } = (
      asked.result as { data: { conversation_id: string; message_id: string } }
    ).data;
    const secrets = ['爱丽丝的私密问题', id];
    const before = await tableDigest(suite.server);
    for (const [what, url] of [
      ['conversation', buildPath(conversation.path, { id })],
      ['export', buildPath(exportConversation.path, { id })],
      ['resume', buildPath(resume.path, { message_id })],
    ] as const)
      expectNothingOf(await bob.browser.get(url), secrets, what);
    expectNothingOf(
      await bob.browser.request({
        method: 'DELETE',
        url: buildPath(deleteConversation.path, { id }),
      }),
      secrets,
      'delete',
    );
    expectNothingOf(
      await bob.browser.post(model.path, {
        message: '继续',
        ai_id: 'deepseek-chat',
        conversation_id: id,
      }),
      secrets,
      'continue',
    );
    const list = await bob.browser.get(conversations.path);
    for (const secret of secrets) expect(list.payload).not.toContain(secret);
    expect(await tableDigest(suite.server)).toEqual(before);
    expect((await alice.browser.get(buildPath(conversation.path, { id }))).statusCode).toBe(200);
  });

  it('shows a VIP outside a chat group nothing of it: messages, members, files, and no way to post, mark or remove', async () => {
    const number = await groupWith(suite.server, alice.id, [], '爱丽丝的私密群');
    const said = await alice.browser.post(buildPath(sendMessage.path, { number }), {
      text: '只给群成员看的消息',
    });
    expect(said.statusCode, said.payload).toBe(200);
    const upload = await alice.browser.request({
      method: 'POST',
      url: `/api/v1/chat/groups/${number}/uploads`,
      ...multipart('alice-secret.txt', Buffer.from('爱丽丝的文件内容'), 'text/plain'),
    });
    expect(upload.statusCode, upload.payload).toBe(200);
    const fileUrl = (upload.result as { message: { fileUrl: string } }).message.fileUrl;
    const secrets = ['只给群成员看的消息', '爱丽丝的文件内容', 'alice-secret.txt', alice.phone];
    const before = await tableDigest(suite.server);

    for (const [what, url] of [
      ['messages', buildPath(groupMessages.path, { number })],
      ['members', buildPath(groupMembers.path, { number })],
      ['file', fileUrl],
    ] as const)
      expectNothingOf(await bob.browser.get(url), secrets, what);
    expectNothingOf(
      await bob.browser.post(buildPath(sendMessage.path, { number }), { text: '闯入' }),
      secrets,
      'send',
    );
    expectNothingOf(
      await bob.browser.post(buildPath(markRead.path, { number }), {}),
      secrets,
      'read',
    );
    expectNothingOf(
      await bob.browser.request({
        method: 'DELETE',
        url: buildPath(removeMember.path, { number, memberId: alice.id }),
      }),
      secrets,
      'remove',
    );
    const groups = await bob.browser.get(getUserGroups.path);
    expect(groups.payload).not.toContain(number);
    expect(await tableDigest(suite.server)).toEqual(before);
  });

  it('shows another member nothing of a favourite, and lets them not remove it', async () => {
    const added = await alice.browser.post(buildPath(addFavorite.path, { itemId: 3 }), {
      unit_index: 3,
      list_index: 1,
    });
    expect(added.statusCode, added.payload).toBe(200);
    const before = await tableDigest(suite.server);
    const list = (await bob.browser.get(favorites.path)).result as { items: { item_id: number }[] };
    expect(list.items.map((i) => i.item_id)).not.toContain(3);
    const detail = (
      await bob.browser.get(buildPath(favoriteDetail.path, { groupId: 1, targetId: 3 }))
    ).result as { is_favorite: boolean };
    expect(detail.is_favorite).toBe(false);
    expectNothingOf(
      await bob.browser.request({
        method: 'DELETE',
        url: buildPath(removeFavorite.path, { itemId: 3 }),
      }),
      [],
      'removeFavorite',
    );
    expect(await tableDigest(suite.server)).toEqual(before);
    const mine = (await alice.browser.get(favorites.path)).result as {
      items: { item_id: number }[];
    };
    expect(mine.items.map((i) => i.item_id)).toContain(3);
  });
});

/** Who may subscribe to each path the contract declares; a new path fails here until it is given one. */
const audiences: Record<string, 'everyone' | 'own member' | 'room member (VIP)'> = {
  '/notifications/{username}': 'own member',
  '/chat/rooms/{number}': 'room member (VIP)',
  '/prices/btc': 'everyone',
  '/news/latest': 'everyone',
};

const subscriptionPaths = Object.entries(realtime)
  .filter(([name, value]) => name.endsWith('Subscription') && typeof value === 'string')
  .map(([, value]) => value as string);

type SocketActor = 'visitor' | 'member' | 'vip' | 'vip outside' | 'admin' | 'other member';

describe.each(databaseKinds)('Nes subscription authorization on %s', (kind) => {
  const suite = serverPerSuite(kind, { listen: true, realClock: true });
  const clients: Nes.Client[] = [];
  const tally = { cells: 0, refused: 0, allowed: 0, notServed: [] as string[] };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.disconnect()));
  });
  afterAll(() => {
    console.log(
      `[security] ${kind}: ${subscriptionPaths.length} subscription paths × roles = ${tally.cells} cells ` +
        `(${tally.refused} refused, ${tally.allowed} allowed); not served yet: ${tally.notServed.join(', ') || 'none'}`,
    );
  });

  let owner: Member;
  let plain: Member;
  let outsider: Member;
  let room: string;
  let admin: TestBrowser;
  beforeAll(async () => {
    owner = await vipMember(suite.server);
    plain = await payingMember(suite.server);
    outsider = await vipMember(suite.server);
    room = await groupWith(suite.server, owner.id, [[plain.id, 'member']]);
    admin = await adminBrowser(suite.server);
  });

  async function connect(browser: TestBrowser | null): Promise<Nes.Client> {
    let headers: Record<string, string> = {};
    if (browser?.cookies.has(memberCookie))
      headers = { cookie: await nesCookieFor(suite.server, browser.cookieHeader) };
    const client = socketClient(suite.server, headers);
    clients.push(client);
    await client.connect({ reconnect: false });
    return client;
  }

  /** The path filled for an actor: their own name, or the room owner's for `other member` (a VIP in no room). */
  function pathFor(template: string, actor: SocketActor): string {
    const self = actor === 'member' ? plain : actor === 'vip' ? owner : outsider;
    const username = actor === 'other member' ? owner.phone : self.phone;
    return template
      .replace('{username}', username)
      .replace('{number}', room)
      .replace(/\{\w+\}/g, '1');
  }

  function allowedFor(audience: string, actor: SocketActor): boolean {
    if (audience === 'everyone') return true;
    if (audience === 'own member') return ['member', 'vip', 'vip outside'].includes(actor);
    return actor === 'vip';
  }

  it('declares an audience for every subscription path of the contract', () => {
    expect(subscriptionPaths.length).toBeGreaterThanOrEqual(3);
    for (const path of subscriptionPaths) expect(audiences[path], path).toBeDefined();
  });

  it.each(subscriptionPaths)('%s admits exactly its audience', async (template) => {
    const audience = audiences[template] ?? 'nobody';
    const actors: SocketActor[] = [
      'visitor',
      'member',
      'vip',
      'vip outside',
      'admin',
      'other member',
    ];
    const browsers: Record<SocketActor, TestBrowser | null> = {
      visitor: null,
      member: plain.browser,
      vip: owner.browser,
      'vip outside': outsider.browser,
      admin,
      'other member': outsider.browser,
    };
    for (const actor of actors) {
      const client = await connect(browsers[actor]);
      const path = pathFor(template, actor);
      const outcome = await client
        .subscribe(path, () => {})
        .then(
          () => 'allowed' as const,
          (error: { statusCode?: number; message?: string }) => error,
        );
      tally.cells += 1;
      if (
        outcome !== 'allowed' &&
        outcome.statusCode === 404 &&
        /not found/i.test(outcome.message ?? '') &&
        !/群/.test(outcome.message ?? '')
      ) {
        tally.notServed.push(template);
        return;
      }
      const where = `${path} as ${actor}: ${outcome === 'allowed' ? 'allowed' : `${outcome.statusCode} ${outcome.message}`}`;
      if (allowedFor(audience, actor)) {
        expect(outcome, where).toBe('allowed');
        tally.allowed += 1;
      } else {
        expect(outcome, where).not.toBe('allowed');
        expect([401, 403, 404], where).toContain((outcome as { statusCode?: number }).statusCode);
        tally.refused += 1;
      }
    }
  });

  it('never hands one member’s notification to another member’s own subscription', async () => {
    const mine = await connect(outsider.browser);
    const seen: unknown[] = [];
    await mine.subscribe(realtime.notificationsPath(outsider.phone), (m) => seen.push(m));
    await suite.server.bus.notify(owner.phone, {
      type: 'to_client',
      out_trade_no: 'CS-ALICE-ONLY',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toEqual([]);
  });
});
