import { conversationTitle } from '@coinsight/domain/ai';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiUpstream, type FakeAiUpstream } from '../../server/test/fakeAiUpstream.ts';
import { startProduct, type Product } from './harness.ts';
import { canary, scriptBearing, xssCorpus } from './xssCorpus.ts';

/**
 * The XSS corpus through the AI assistant (answers, questions, conversation titles) and through
 * orders (refund reasons, the admin's rejection reasons, the order detail's query fields), shown in
 * Chromium: nothing may run.
 */

const settle = { timeout: 15_000 };
const day = 86_400_000;
const aiPhone = '13800005555';
const buyerPhone = '13700007777';
const desk = { username: 'xss-desk', password: 'Xss#Desk2026!' };

/** A recording in the upstream's format whose answer is `answer`, sent `size` characters an event. */
function recordingOf(answer: string, size = 24): string {
  const pieces: string[] = [];
  for (let i = 0; i < answer.length; i += size) pieces.push(answer.slice(i, i + size));
  return [
    ...pieces.map((content, i) =>
      JSON.stringify({
        id: 'xss',
        object: 'chat.completion.chunk',
        created: 1_764_000_000,
        model: 'deepseek-chat',
        choices: [
          {
            index: 0,
            delta: { content, reasoning_content: null },
            finish_reason: i === pieces.length - 1 ? 'stop' : null,
          },
        ],
      }),
    ),
    '[DONE]',
  ]
    .map((payload) => `data: ${payload}\n\n`)
    .join('');
}

/**
 * Model output that would run script if any of it reached the DOM as markup: the shared corpus,
 * plus what only Markdown and KaTeX could make of it (a link, a formula's \href, split tags).
 */
const hostileAnswer = [
  '以下是分析：',
  ...xssCorpus.map((vector) => vector.text),
  '[点我](javascript:window.__xss=%22link%22)',
  '[图](javascript:window.__xss=1 "t") ![图](javascript:window.__xss=2)',
  '<<script>script>alert("broken")<</script>/script>',
  '\\[ \\href{javascript:alert(1)}{点} \\]',
  '$$\\href{javascript:alert(2)}{公式}$$',
  '结论：**区间震荡**。',
].join('\n\n');

/** Every vector in one question (a member may paste anything): the answer log shows it back. */
const hostileQuestion = xssCorpus.map((vector) => vector.text).join('\n');

let product: Product;
let upstream: FakeAiUpstream;
const dialogs: string[] = [];
/** Places × vectors shown, for the closing note. */
let shown = 0;

/** A fresh browser with the given cookie, whose dialogs are recorded. */
async function browserWith(cookie?: { name: string; value: string }): Promise<BrowserContext> {
  const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie) await context.addCookies([{ ...cookie, url: product.origin }]);
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    }),
  );
  return context;
}

/** Nothing ran on the page and nothing script-bearing reached its DOM. */
async function expectInert(page: Page, where: string): Promise<void> {
  // Long enough for an onerror, a toggle or an autofocus to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(canary), where).toBeUndefined();
  expect(await page.evaluate(scriptBearing), where).toEqual([]);
  expect(dialogs, where).toEqual([]);
}

beforeAll(async () => {
  upstream = await startFakeAiUpstream({ recording: recordingOf(hostileAnswer) });
  product = await startProduct({
    env: { AI_API_KEY: 'e2e-fake-key', AI_BASE_URL: upstream.baseUrl },
  });
}, 180_000);

afterAll(async () => {
  await product?.stop();
  await upstream?.close();
  console.info(
    `xss (AI and orders): ${xssCorpus.length} vectors; ${shown} vector × place showings`,
  );
});

describe(`the XSS corpus (${xssCorpus.length} vectors) through the AI assistant`, () => {
  let context: BrowserContext;
  let aiMemberId: number;

  beforeAll(async () => {
    const { cookie } = await product.addLoggedInMember(aiPhone);
    const user = await product.server.services.account.repo.findUserByPhone(aiPhone);
    aiMemberId = user!.id;
    context = await browserWith(cookie);
  });

  const answers = (page: Page) => page.getByRole('article', { name: 'AI 回答' });

  async function openChat(page: Page, stream: boolean): Promise<void> {
    await page.goto('/toAI');
    await page
      .getByRole('main')
      .getByRole('button', { name: '币见智能对话' })
      .first()
      .click(settle);
    await page.getByRole('heading', { name: '币见智能对话', level: 1 }).waitFor(settle);
    if (stream) await page.getByText('流式响应').click();
  }

  /** The answer log holds nothing script-bearing, and clicking its links runs nothing. */
  async function checkLog(page: Page, where: string): Promise<void> {
    const log = page.getByRole('log', { name: '对话内容' });
    expect(
      await log.evaluate(
        (root) =>
          root.querySelectorAll(
            'script, iframe, object, embed, style, details:not([data-ai-facts]), input, [onerror], [onload], [ontoggle], [onfocus], math:not(.katex math)',
          ).length,
      ),
      where,
    ).toBe(0);
    const hrefs = await log.evaluate((root) =>
      [...root.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) expect(href, where).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    // Click everything the answer shows, as a reader would.
    for (const link of await answers(page).last().getByRole('link').all())
      await link.click({ noWaitAfter: true });
    await expectInert(page, where);
  }

  it.each([
    ['streamed', true],
    ['typed out', false],
  ])(
    'a %s answer, and the same answer stored and reloaded, run nothing',
    { timeout: 180_000 },
    async (mode, stream) => {
      const page = await context.newPage();
      await openChat(page, stream);
      await page.getByRole('textbox', { name: '输入问题' }).fill(hostileQuestion);
      await page.keyboard.press('Enter');
      const answer = answers(page).last();
      // Typed out at 20 ms a character, the whole answer takes a while.
      const typed = { timeout: 90_000 };
      await expect.poll(() => answer.textContent(), typed).toContain('结论：区间震荡。');
      await expect.poll(() => answer.getAttribute('aria-busy'), typed).toBe('false');
      // The question is shown back whole, as text.
      const question = page.getByRole('article', { name: '我的提问' }).last();
      expect(await question.textContent()).toContain(xssCorpus.at(-1)!.text);
      await checkLog(page, `${mode} answer`);
      shown += 2 * xssCorpus.length;

      await page.reload();
      await page.getByRole('heading', { name: '币见智能对话', level: 1 }).waitFor(settle);
      await expect
        .poll(() => answers(page).last().textContent(), settle)
        .toContain('结论：区间震荡。');
      await checkLog(page, `${mode} answer, reloaded`);
      shown += 2 * xssCorpus.length;
      await page.close();
    },
  );

  it('conversation titles in the history list run nothing', async () => {
    // A title is made from the first question by the server's own rule: one conversation a vector
    // (asking sixteen times through the fake upstream would only repeat the two asks above).
    const conversations = product.server.services.db('ai_conversations');
    const now = Date.now();
    await conversations.insert(
      xssCorpus.map((vector, i) => ({
        id: crypto.randomUUID(),
        user_id: aiMemberId,
        model: 'deepseek-chat',
        keep_history: true,
        title: conversationTitle(vector.text),
        created_at: new Date(now - (i + 1) * 60_000),
        updated_at: new Date(now - (i + 1) * 60_000),
      })),
    );
    const page = await context.newPage();
    await page.goto('/toAI');
    const history = page.getByRole('list', { name: '历史对话' });
    await expect
      .poll(() => history.getByRole('listitem').count(), settle)
      .toBe(xssCorpus.length + 2);
    await expectInert(page, 'AI history list');
    // Opening a conversation puts its title in the page too.
    await history.getByRole('listitem').nth(2).getByRole('button').first().click();
    await expectInert(page, 'AI conversation opened from the history');
    shown += xssCorpus.length + 2;
    await page.close();
  });
});

describe(`the XSS corpus (${xssCorpus.length} vectors) through orders and refunds`, () => {
  let buyerCookie: { name: string; value: string };
  /** Orders whose refund request waits, and orders whose request the admin rejected. */
  const pending: string[] = [];
  const rejected: string[] = [];

  beforeAll(async () => {
    ({ cookie: buyerCookie } = await product.addLoggedInMember(buyerPhone));
    const { account, admin, refunds, db } = product.server.services;
    await admin.createOrUpdate(desk.username, desk.password, 'superadmin');
    const deskAdmin = (await db('admins').where({ username: desk.username }).first()) as {
      id: number;
    };
    const user = (await account.repo.findUserByPhone(buyerPhone))!;
    const vipExpiry = new Date(Date.now() + 30 * day);
    await account.repo.setVipExpiry(user.id, vipExpiry);
    const member = {
      kind: 'member' as const,
      id: user.id,
      username: buyerPhone,
      sessionId: 'xss-orders',
      inviteCode: '',
      vipExpiry,
    };
    for (const [set, names] of [
      ['p', pending],
      ['r', rejected],
    ] as const) {
      for (const [i, vector] of xssCorpus.entries()) {
        const outTradeNo = `XSS${set}${String(i).padStart(3, '0')}${Date.now()}`;
        await db('orders').insert({
          out_trade_no: outTradeNo,
          user_id: user.id,
          vip_duration: 30,
          amount_cents: 2,
          pay_type: 'alipay',
          status: 'paid',
          trade_no: `T${outTradeNo}`,
          refunded_cents: 0,
          created_at: new Date(Date.now() - 60_000),
          paid_at: new Date(Date.now() - 50_000),
        });
        const { refund_request_id: requestId } = await refunds.request(member, {
          out_trade_no: outTradeNo,
          reason: `退款${i} ${vector.text}`,
          contact_info: vector.text,
          refundall: true,
        });
        if (set === 'r')
          await refunds.process({
            action: 'reject',
            refundRequestId: requestId,
            reason: `驳回${i} ${vector.text}`,
            admin: { id: Number(deskAdmin.id), username: desk.username },
          });
        names.push(outTradeNo);
      }
    }
  });

  it('the admin refund desk (退款管理) shows every reason and contact and runs nothing', async () => {
    const context = await browserWith();
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByLabel('账号').fill(desk.username);
    await page.getByLabel('密码', { exact: true }).fill(desk.password);
    await page.getByRole('button', { name: /登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', settle);
    await page.getByRole('tab', { name: '退款管理' }).click(settle);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format();
    const table = page.getByRole('table', { name: `${today} 的退款申请` });
    await table.getByText(/^退款0 /).waitFor(settle);
    // Five a page by default: twenty shows the day's sixteen at once.
    await page
      .getByRole('navigation', { name: '退款申请分页' })
      .getByLabel('每页条数')
      .selectOption('20');
    await table.getByText(new RegExp(`^退款${xssCorpus.length - 1} `)).waitFor(settle);
    await expectInert(page, '退款管理');
    // Each pending request: its reason and its contact.
    const rows = table.getByRole('row').filter({ hasText: /退款\d+ / });
    expect(await rows.count()).toBe(xssCorpus.length);
    shown += 2 * xssCorpus.length;
    await context.close();
  });

  it(
    'the member’s order detail shows each refund and rejection reason and runs nothing',
    { timeout: 240_000 },
    async () => {
      const context = await browserWith(buyerCookie);
      const page = await context.newPage();
      for (const [set, prefix] of [
        [pending, '退款'],
        [rejected, '驳回'],
      ] as const) {
        for (const [i, outTradeNo] of set.entries()) {
          await page.goto(`/detailorder?orderNumber=${outTradeNo}`);
          await page.getByText(new RegExp(`^${prefix}${i} `)).waitFor(settle);
          await expectInert(page, `/detailorder ${outTradeNo}`);
          shown += 1;
        }
      }
      // The list of orders, newest first (plan names and numbers are the server's own).
      await page.goto('/order');
      await page.getByText(rejected.at(-1)!).first().waitFor(settle);
      await expectInert(page, '/order');
      await context.close();
    },
  );

  it(
    'an order detail link carrying the corpus in its query fields runs nothing',
    { timeout: 120_000 },
    async () => {
      // The detail shows a link's fields at once, before the server's copy: a link from outside.
      const context = await browserWith(buyerCookie);
      const page = await context.newPage();
      // The server's answer (订单不存在 for these numbers) is held, so the link's fields stay shown.
      await page.route('**/api/v1/loginpart/order/**', () => undefined);
      for (const [i, vector] of xssCorpus.entries()) {
        const query = new URLSearchParams({
          orderNumber: `XSSLINK${i}`,
          productName: `商品${i} ${vector.text}`,
          reason: `原因${i} ${vector.text}`,
          finalPrice: vector.text,
          image: `javascript:window.__xss='image${i}'`,
          status: 'paid',
        });
        await page.goto(`/detailorder?${query}`);
        await page.getByText(`商品${i} `, { exact: false }).first().waitFor(settle);
        await expectInert(page, `/detailorder link ${vector.name}`);
        // Only a picture of the site itself is drawn from a link (parseOrderDetailSearch).
        expect(await page.locator('#root img[src^="javascript"]').count()).toBe(0);
        shown += 3;
      }
      await context.close();
    },
  );
});
