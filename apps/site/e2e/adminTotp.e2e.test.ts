import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.ts';

const settle = { timeout: 15_000 };
const username = 'totp-admin';
const password = 'Totp#E2eAdmin2026';

let product: Product;

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
  await product.server.services.admin.createOrUpdate(username, password);
});

afterAll(async () => {
  await product?.stop();
});

/** The code an authenticator app would show `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function passwordStep(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

describe('admin two-step verification in Chromium, on MariaDB', () => {
  let secret = '';
  let recovery: string[] = [];

  it('enrols on the dashboard by QR code, confirmed with a code the test computes', async () => {
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await passwordStep(page);
    await page.waitForURL((url) => url.pathname === '/dashboard', settle);
    await page.getByRole('tab', { name: '账号安全' }).click();
    await page.getByRole('button', { name: '开启两步验证' }).click(settle);
    const qr = page.getByRole('img', { name: '两步验证二维码' });
    await expect.poll(() => qr.getAttribute('src'), settle).toMatch(/^data:image\/png;base64,/);
    secret = (await page.getByLabel('密钥').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByRole('textbox', { name: '6 位动态码' }).fill(codeFor(secret));
    await page.getByRole('button', { name: '确认开启' }).click();
    const codes = page.getByRole('list', { name: '恢复码' }).getByRole('listitem');
    await codes.first().waitFor(settle);
    recovery = await codes.allTextContents();
    expect(recovery).toHaveLength(10);
    await page.getByRole('button', { name: '我已保存恢复码' }).click();
    await expect
      .poll(() => page.getByText(/^两步验证已开启/).textContent(), settle)
      .toMatch(/剩余恢复码 10 个/);
    await context.close();
  });

  it('asks for the code after the password, refuses a wrong one, lets the right one in', async () => {
    const context = await product.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await passwordStep(page);
    const field = page.getByRole('textbox', { name: '动态码或恢复码' });
    await field.waitFor(settle);
    expect(new URL(page.url()).pathname).toBe('/admin');

    const current = new Set([-1, 0, 1, 2].map((steps) => codeFor(secret, steps)));
    const wrong = ['000000', '111111', '222222'].find((code) => !current.has(code)) ?? '333333';
    await field.fill(wrong);
    await page.getByRole('button', { name: '验证' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), settle)
      .toBe('动态码错误或已使用，请重新输入');

    // The confirming code's step is used: the next step's code is still accepted (one step of drift).
    await field.fill(codeFor(secret, 1));
    await page.getByRole('button', { name: '验证' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', settle);
    await context.close();
  });

  it('lets a recovery code in once', async () => {
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await passwordStep(page);
    await page.getByRole('textbox', { name: '动态码或恢复码' }).fill(recovery[0]!);
    await page.getByRole('button', { name: '验证' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', settle);

    const again = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await again.newPage();
    await passwordStep(second);
    await second.getByRole('textbox', { name: '动态码或恢复码' }).fill(recovery[0]!);
    await second.getByRole('button', { name: '验证' }).click();
    await expect
      .poll(() => second.getByRole('alert').textContent(), settle)
      .toBe('动态码错误或已使用，请重新输入');
    expect(new URL(second.url()).pathname).toBe('/admin');
  });
});
