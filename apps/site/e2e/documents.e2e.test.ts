import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.ts';
import { canary, scriptBearing, xssCorpus } from './xssCorpus.ts';

const settle = { timeout: 20_000 };
const day = 86_400_000;
const username = 'documents-admin';
const password = 'Docs#E2eAdmin2026';

let product: Product;
let admin: BrowserContext;
let vip: BrowserContext;
const dialogs: string[] = [];

function watchDialogs(context: BrowserContext): void {
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    }),
  );
}

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
  await product.server.services.admin.createOrUpdate(username, password);
  const member = await product.addLoggedInMember('13900007777');
  const { account } = product.server.services;
  const user = await account.repo.findUserByPhone(member.phone);
  await account.repo.setVipExpiry(user!.id, new Date(Date.now() + 30 * day));

  vip = await product.newContext({ viewport: { width: 1280, height: 800 } });
  await vip.addCookies([{ ...member.cookie, url: product.origin }]);
  watchDialogs(vip);

  admin = await product.newContext({ viewport: { width: 1280, height: 800 } });
  watchDialogs(admin);
  const page = await admin.newPage();
  await page.goto('/admin');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard', settle);
  await page.close();
}, 180_000);

afterAll(async () => {
  await product?.stop();
});

async function openDocuments(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: '文档' }).click(settle);
  await page.getByRole('group', { name: '文档类型' }).waitFor(settle);
}

/** Nothing ran on the page and nothing script-bearing reached its DOM. */
async function expectInert(page: Page, where: string): Promise<void> {
  // Long enough for an onerror, a toggle or an autofocus to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(canary), where).toBeUndefined();
  expect(await page.evaluate(scriptBearing), where).toEqual([]);
  expect(dialogs, where).toEqual([]);
}

/** A call of the admin's page through fetch, with its CSRF header, as the site's client makes it. */
async function adminCall(
  page: Page,
  method: string,
  path: string,
  body: unknown,
): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<unknown>;
    },
    { method, path, body },
  );
}

describe('documents in Chromium, on MariaDB', () => {
  it('an admin writes and publishes a news item; a VIP sees it arrive and reads it', async () => {
    const title = '币见快讯：链上巨鲸一小时转出两万枚比特币';
    const reader = await vip.newPage();
    await reader.goto('/toNews');
    await reader.getByRole('heading', { level: 1 }).first().waitFor(settle);

    const page = await admin.newPage();
    await openDocuments(page);
    await page.getByRole('button', { name: '新建新闻' }).click();
    await page.getByRole('textbox', { name: '标题' }).fill(title);
    await page.getByLabel('新闻倾向').selectOption({ label: '利空' });
    const body = page.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.keyboard.type('巨鲸地址在过去一小时转出两万枚比特币，');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('短期抛压上升');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => page.getByRole('main').getByRole('status').first().textContent(), settle)
      .toBe('已保存');
    await page.getByText('新闻 · 草稿').waitFor(settle);
    // Saved, not published: members see nothing of it yet.
    expect(await reader.getByText(title).count()).toBe(0);

    await page.getByRole('button', { name: '预览' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor(settle);
    expect(await page.locator('strong', { hasText: '短期抛压上升' }).count()).toBe(1);
    await page.getByRole('button', { name: '‹ 返回编辑' }).click();
    await page.getByRole('button', { name: '发布' }).click();
    await expect
      .poll(() => page.getByRole('main').getByRole('status').first().textContent(), settle)
      .toBe('已发布');
    await page.getByText('新闻 · 已发布').waitFor(settle);

    // The open news page receives it live (the news push), without a reload.
    await reader.getByText(title).first().waitFor(settle);
    const [row] = (await product.server.services.db('news').where({ title }).select('id')) as {
      id: number;
    }[];
    await reader.goto(`/toNewsDetail?newsid=${row!.id}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor(settle);
    await reader.locator('strong', { hasText: '短期抛压上升' }).waitFor(settle);
    await expectInert(reader, 'the published news item');

    const audit = (await product.server.services
      .db('admin_audit')
      .where({ target: `news:${row!.id}` })
      .orderBy('id')
      .pluck('action')) as string[];
    // 发布 in the editor saves what the form holds first, then publishes.
    expect(audit).toEqual(['news.create', 'news.update', 'news.publish']);
    await reader.close();
    await page.close();
  }, 120_000);

  it(`the XSS corpus (${xssCorpus.length} vectors) through documents' titles and bodies and a knowledge article runs nothing`, async () => {
    const page = await admin.newPage();
    await openDocuments(page);
    const ids: number[] = [];
    for (const [i, vector] of xssCorpus.entries()) {
      const doc = (await adminCall(page, 'POST', '/api/v1/admin/documents/', {
        kind: 'news',
        title: `文档${i} ${vector.text}`,
        html: `<p>正文 ${vector.text}</p>${vector.text}`,
        summary: `摘要 ${vector.text}`,
      })) as { id: number };
      await adminCall(page, 'POST', `/api/v1/admin/documents/news/${doc.id}/state/`, {
        state: 'published',
      });
      ids.push(doc.id);
    }
    const article = (await adminCall(page, 'POST', '/api/v1/admin/documents/', {
      kind: 'knowledge',
      title: `知识 ${xssCorpus[1]!.text}`,
      html: xssCorpus.map((v) => `<p>段落 ${v.text}</p>${v.text}`).join(''),
      group_id: 14,
      header_klg: `导语 ${xssCorpus[0]!.text}`,
      detail: ['XSS'],
    })) as { id: number };
    await adminCall(page, 'POST', `/api/v1/admin/documents/knowledge/${article.id}/state/`, {
      state: 'published',
    });

    // The admin's own screens: the list, the editor (title field and TipTap body), the preview.
    await openDocuments(page);
    await page
      .getByText(/^文档0 /)
      .first()
      .waitFor(settle);
    await expectInert(page, 'dashboard document list');
    await page.getByRole('button', { name: /^编辑「文档1 / }).click();
    await page.getByRole('textbox', { name: '正文' }).getByText('正文').first().waitFor(settle);
    await expectInert(page, 'dashboard editor');
    await page.getByRole('button', { name: '预览' }).click();
    await page.getByRole('region', { name: '预览' }).getByText(/^正文/).first().waitFor(settle);
    await expectInert(page, 'dashboard preview');
    await page.getByRole('button', { name: '‹ 返回编辑' }).click();
    await page.getByRole('button', { name: '‹ 返回列表' }).click();
    await page.getByRole('button', { name: '知识文章' }).click();
    await page.getByRole('button', { name: /^编辑「知识 / }).click();
    await page.getByRole('textbox', { name: '正文' }).getByText(/^段落/).first().waitFor(settle);
    await expectInert(page, 'dashboard knowledge editor');
    await page.close();

    // What the VIP reads: the list's cards, every detail, and the article.
    const reader = await vip.newPage();
    await reader.goto('/toNews');
    await reader
      .getByText(/^文档\d+ /)
      .first()
      .waitFor(settle);
    await expectInert(reader, '/toNews');
    for (const id of ids) {
      await reader.goto(`/toNewsDetail?newsid=${id}`);
      await reader.getByRole('heading', { level: 1 }).first().waitFor(settle);
      await reader.getByText(/^正文/).first().waitFor(settle);
      await expectInert(reader, `/toNewsDetail?newsid=${id}`);
    }
    const knowledge = (await reader.evaluate(async () => {
      const response = await fetch('/api/v1/loginpart/getknowledgeall/');
      return response.json() as Promise<{
        knowledgelist: { id: number; items: { id: number }[] }[];
      }>;
    })) as { knowledgelist: { id: number; items: { id: number }[] }[] };
    const list = knowledge.knowledgelist.findIndex((g) => g.id === 14) + 1;
    const unit =
      (knowledge.knowledgelist[list - 1]?.items.findIndex((item) => item.id === article.id) ?? -1) +
      1;
    expect(unit).toBeGreaterThan(0);
    await reader.goto(`/toKnowledge?list=${list}&unit=${unit}`);
    await reader.getByText(/^段落/).first().waitFor(settle);
    await expectInert(reader, `/toKnowledge?list=${list}&unit=${unit}`);
    await reader.close();
    console.info(
      `documents xss: ${xssCorpus.length} vectors × (news title, summary, body: list, detail, ` +
        'admin list/editor/preview) + one article (title, lead, body) in the editor and /toKnowledge',
    );
  }, 300_000);

  it('at 375 px the documents section fits the phone', async () => {
    const page = await admin.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await openDocuments(page);
    await page
      .getByRole('button', { name: /^编辑「/ })
      .first()
      .waitFor(settle);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
