import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordedPayloads,
  startFakeAiUpstream,
  type FakeAiUpstream,
} from '../../server/test/fakeAiUpstream.ts';
import { startProduct, type Product } from './harness.ts';

/** Long enough for a page load on a busy machine, short enough to fail plainly. */
const settle = { timeout: 15_000 };
const phone = '13800005555';

interface Delta {
  content?: string | null;
  reasoning_content?: string | null;
}
const deltas = (payloads: string[]): Delta[] =>
  payloads
    .filter((payload) => payload !== '[DONE]')
    .map(
      (payload) => (JSON.parse(payload) as { choices: Array<{ delta: Delta }> }).choices[0]!.delta,
    );

/** A member's browser on the product, logged in with the member's session cookie. */
async function memberPage(
  product: Product,
  cookie: { name: string; value: string },
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.newContext({ viewport });
  await context.addCookies([{ ...cookie, domain: new URL(product.origin).hostname, path: '/' }]);
  return { context, page: await context.newPage() };
}

const answers = (page: Page): Locator => page.getByRole('article', { name: 'AI 回答' });

async function startChat(page: Page, modelName: string, stream: boolean): Promise<void> {
  await page.goto('/toAI');
  await page.getByRole('main').getByRole('button', { name: modelName }).first().click(settle);
  await page.getByRole('heading', { name: modelName, level: 1 }).waitFor(settle);
  if (stream) await page.getByText('流式响应').click();
}

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: '输入问题' }).fill(question);
  await page.keyboard.press('Enter');
}

describe('AI assistant, streamed through the real server', () => {
  let product: Product;
  let upstream: FakeAiUpstream;
  let cookie: { name: string; value: string };
  const recorded = deltas(recordedPayloads());
  const finalText = recorded.map((delta) => delta.content ?? '').join('');
  const reasoning = recorded.map((delta) => delta.reasoning_content ?? '').join('');
  const firstContent = recorded.findIndex((delta) => delta.content);

  beforeAll(async () => {
    upstream = await startFakeAiUpstream({ delayMs: 20 });
    product = await startProduct({
      database: 'mariadb',
      env: { AI_API_KEY: 'e2e-fake-key', AI_BASE_URL: upstream.baseUrl },
    });
    ({ cookie } = await product.addLoggedInMember(phone));
  }, 180_000);

  afterAll(async () => {
    await product?.stop();
    await upstream?.close();
  });

  it('resumes the answer after a reload mid-stream and shows it whole, exactly once', async () => {
    expect(firstContent).toBeGreaterThan(0);
    // The upstream sends the reasoning and two pieces of the answer, then waits.
    upstream.behave({ kind: 'hold', after: firstContent + 2 });
    const { page } = await memberPage(product, cookie);
    await startChat(page, '币见深度思考', true);
    await ask(page, '你好');
    const partial = recorded
      .slice(firstContent, firstContent + 2)
      .map((delta) => delta.content ?? '')
      .join('');
    await expect.poll(() => answers(page).last().textContent(), settle).toContain(partial.trim());
    expect(await answers(page).last().textContent()).not.toContain(finalText);

    await page.reload();
    await page.getByRole('heading', { name: '币见深度思考', level: 1 }).waitFor(settle);
    upstream.release();
    upstream.behave({ kind: 'replay' });

    const answer = answers(page).last();
    await expect.poll(() => answer.getAttribute('aria-busy'), settle).toBe('false');
    const text = (await answer.textContent()) ?? '';
    expect(text.split(finalText)).toHaveLength(2);
    await answer.getByText('思考过程').click();
    expect((await answer.textContent())?.split(reasoning.trim())).toHaveLength(2);
    await expect.poll(() => answers(page).count()).toBe(1);
    expect(await page.getByRole('article', { name: '我的提问' }).count()).toBe(1);
  });

  it('shows the conversation in the history of the member’s second browser', async () => {
    const { page } = await memberPage(product, cookie, { width: 375, height: 740 });
    await page.goto('/toAI');
    await page.getByRole('button', { name: '会话列表' }).click(settle);
    const history = page.getByRole('list', { name: '历史对话' });
    await history.getByRole('button', { name: /^你好/ }).click(settle);
    await expect.poll(() => answers(page).last().textContent(), settle).toContain(finalText);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
