import { maskPhone, membersGroup } from '@coinsight/domain/chat';
import { roomPath } from '@coinsight/domain/realtime';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nesCookieFor, socketClient } from '../../server/test/helpers.ts';
import { startProduct, type Product } from './harness.ts';

/** Spec (issue 16): each message is received within a second of the sender seeing it stored. */
const liveMs = 1000;
/** Long enough for a page load on a busy machine, short enough to fail plainly. */
const settle = { timeout: 15_000 };
const day = 86_400_000;

const alice = '13800001111';
const bob = '13800002222';
const carol = '13800003333';
const dave = '13800004444';
const studyGroup = { number: '7200001', name: '链上研究小组' };

let product: Product;
const pages = new Map<string, Page>();
const cookies = new Map<string, string>();
const userIds = new Map<string, number>();

/** A VIP member with an open session, and a browser of their own on the site. */
async function vip(phone: string): Promise<void> {
  const member = await product.addLoggedInMember(phone);
  const user = await product.server.services.account.repo.findUserByPhone(phone);
  if (!user) throw new Error(`no user ${phone}`);
  await product.server.services.account.repo.setVipExpiry(user.id, new Date(Date.now() + 30 * day));
  userIds.set(phone, user.id);
  cookies.set(phone, `${member.cookie.name}=${member.cookie.value}`);
  const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
  const origin = new URL(product.origin);
  await context.addCookies([{ ...member.cookie, domain: origin.hostname, path: '/' }]);
  pages.set(phone, await context.newPage());
}

const pageOf = (phone: string): Page => pages.get(phone)!;
const chatWindow = (phone: string): Locator =>
  pageOf(phone).getByRole('region', { name: '群聊窗口' });
const log = (phone: string): Locator => chatWindow(phone).getByRole('list', { name: '消息记录' });

/** Resolves when the page's socket receives a room's history, i.e. the room is joined. */
function roomJoined(page: Page, number: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`room ${number} not joined`)), settle.timeout);
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes(`"${roomPath(number)}"`) && text.includes('"history"')) {
          clearTimeout(timer);
          resolve();
        }
      }),
    );
  });
}

/** Opens the chat on a group and waits until its room is joined over the page's socket. */
async function openGroup(
  phone: string,
  group: { number: string; name: string },
  path = '/?chat=members',
): Promise<void> {
  const page = pageOf(phone);
  const joined = roomJoined(page, group.number);
  await page.goto(path);
  const win = chatWindow(phone);
  await win
    .getByRole('button', { name: new RegExp(group.name) })
    .first()
    .click(settle);
  await win.getByRole('heading', { name: group.name }).waitFor(settle);
  await joined;
}

/** Sends from one member and measures how long the other took to see it after the sender did. */
async function deliveredWithin(
  from: string,
  to: string,
  send: () => Promise<void>,
  seen: (log: Locator) => Locator,
): Promise<number> {
  await send();
  await seen(log(from)).waitFor(settle);
  const shownAt = Date.now();
  await seen(log(to)).waitFor({ timeout: liveMs * 5 });
  return Date.now() - shownAt;
}

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
  for (const phone of [alice, bob, carol, dave]) await vip(phone);
  const chat = product.server.services.chat;
  await chat.addMember(membersGroup.number, userIds.get(alice)!);
  await chat.addMember(membersGroup.number, userIds.get(bob)!);
  await chat.createGroup({ ...studyGroup, ownerUserId: userIds.get(bob)! });
}, 180_000);

afterAll(async () => {
  await product?.stop();
});

describe('members’ group chat, end to end', () => {
  it('carries text, an emoji, an image and a file between two members live', async () => {
    await openGroup(alice, membersGroup);
    await openGroup(bob, membersGroup);
    const box = chatWindow(alice).getByRole('textbox', { name: '输入消息' });
    const timings: number[] = [];

    timings.push(
      await deliveredWithin(
        alice,
        bob,
        async () => {
          await box.fill('<b>今晚 CPI</b> 注意仓位');
          await box.press('Enter');
        },
        (l) => l.getByText('<b>今晚 CPI</b> 注意仓位'),
      ),
    );
    // Text stays text on the receiving side too.
    expect(await log(bob).locator('b').count()).toBe(0);

    timings.push(
      await deliveredWithin(
        alice,
        bob,
        async () => {
          await chatWindow(alice).getByRole('button', { name: '表情' }).click();
          await pageOf(alice).getByRole('button', { name: '表情 起飞' }).click();
          await chatWindow(alice).getByRole('button', { name: '发送', exact: true }).click();
        },
        (l) => l.getByText('🚀', { exact: true }),
      ),
    );

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const picker = chatWindow(alice).locator('input[type=file]');
    timings.push(
      await deliveredWithin(
        alice,
        bob,
        () => picker.setInputFiles({ name: '行情.png', mimeType: 'image/png', buffer: png }),
        (l) => l.getByRole('button', { name: `查看 ${maskPhone(alice)} 发送的图片` }),
      ),
    );

    timings.push(
      await deliveredWithin(
        alice,
        bob,
        () =>
          picker.setInputFiles({
            name: '周报.txt',
            mimeType: 'text/plain',
            buffer: Buffer.from('本周链上数据摘要'),
          }),
        (l) => l.getByRole('link', { name: /周报\.txt/ }),
      ),
    );
    expect(
      timings.every((ms) => ms < liveMs),
      `delivery times ${timings.join(', ')} ms`,
    ).toBe(true);

    // The file comes back as it was sent, to another member of the group.
    const href = await log(bob)
      .getByRole('link', { name: /周报\.txt/ })
      .getAttribute('href');
    const file = await pageOf(bob).request.get(href!);
    expect(await file.text()).toBe('本周链上数据摘要');
    expect(file.headers()['content-disposition']).toMatch(/^attachment/);
  });

  it('shows the owner a join request live, and the newcomer reads the history once approved', async () => {
    await openGroup(bob, studyGroup);
    const bobBox = chatWindow(bob).getByRole('textbox', { name: '输入消息' });
    await bobBox.fill('小组的第一条消息');
    await bobBox.press('Enter');
    await log(bob).getByText('小组的第一条消息').waitFor(settle);

    const carolPage = pageOf(carol);
    await carolPage.goto('/?chat=members');
    await chatWindow(carol).getByRole('button', { name: '添加群聊' }).click(settle);
    const dialog = carolPage.getByRole('dialog', { name: '添加群聊' });
    await dialog.getByRole('textbox', { name: '群号或群名称' }).fill(studyGroup.number);
    await dialog.getByRole('button', { name: '搜索' }).click();
    await dialog.getByRole('button', { name: /链上研究小组/ }).click(settle);
    await dialog.getByRole('button', { name: '申请加入' }).click();
    await dialog.getByText('已经成功发送添加请求!').waitFor(settle);
    await dialog.getByRole('button', { name: '完成' }).click();

    // Bob never reloaded: the request comes over his notification socket.
    await chatWindow(bob)
      .getByRole('button', { name: /查看加群申请\s*1 条待处理/ })
      .waitFor(settle);
    await chatWindow(bob)
      .getByRole('button', { name: /查看加群申请/ })
      .click();
    await chatWindow(bob)
      .getByRole('button', { name: `同意 ${maskPhone(carol)}` })
      .click(settle);
    await chatWindow(bob).getByText('已同意').waitFor(settle);

    await openGroup(carol, studyGroup);
    await log(carol).getByText('小组的第一条消息').waitFor(settle);
    await log(carol)
      .getByText(`${maskPhone(carol)} 加入了群聊`)
      .waitFor(settle);
  });

  it('stops a removed member’s messages at once', async () => {
    await openGroup(bob, studyGroup);
    await openGroup(carol, studyGroup);
    await chatWindow(bob)
      .getByRole('button', { name: `移出 ${maskPhone(carol)}` })
      .click(settle);
    await log(bob)
      .getByText(`${maskPhone(carol)} 已被移出群聊`)
      .waitFor(settle);

    const bobBox = chatWindow(bob).getByRole('textbox', { name: '输入消息' });
    await bobBox.fill('移出之后的消息');
    await bobBox.press('Enter');
    await log(bob).getByText('移出之后的消息').waitFor(settle);
    // Give a stray delivery more than the live budget to arrive; none must.
    await pageOf(carol).waitForTimeout(liveMs * 2);
    expect(await log(carol).getByText('移出之后的消息').count()).toBe(0);
  });

  it('refuses the room to a member who is not in the group', async () => {
    const nes = await nesCookieFor(product.server, cookies.get(dave)!);
    const client = socketClient(product.server, { cookie: nes });
    await client.connect();
    try {
      await expect(client.subscribe(roomPath(studyGroup.number), () => {})).rejects.toMatchObject({
        statusCode: 403,
      });
    } finally {
      await client.disconnect();
    }
  });
});
