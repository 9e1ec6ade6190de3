import AxeBuilder from '@axe-core/playwright';
import { messages } from '@coinsight/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../server/test/smtp.ts';
import { startProduct, type Product } from './harness.ts';
import { fixtureHash } from '../../server/test/helpers.ts';

const m = messages.account;
const dayMs = 86_400_000;
const inviterCode = 'INVITER12345';

let product: Product;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let inviterId: number;

beforeAll(async () => {
  mail = await startMailCatcher();
  product = await startProduct({
    database: 'mariadb',
    env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, MAIL_FROM: '币见 <noreply@coinsight.test>' },
  });
  const { repo } = product.server.services.account;
  inviterId = await repo.insertUser({
    phone: '13900009999',
    passwordHash: await fixtureHash('Inviter#2026'),
    inviteCode: inviterCode,
    vipExpiry: null,
    createdAt: new Date(),
  });
  await repo.upsertAdmin('ops-admin', await fixtureHash('Admin#Pass2026!'));
});

afterAll(async () => {
  await product?.stop();
  await mail?.stop();
});

async function openHome(): Promise<Page> {
  const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

function loginDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Opens the dialog from the navbar and checks the phone: the dialog moves on to 登录 or 注册. */
async function enterPhone(page: Page, phone: string): Promise<Locator> {
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('heading', { name: '登录&注册' }).waitFor();
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '下一步' }).click();
  return dialog;
}

/** Drags the slider to the far right the way a hand does: pressed, moved in steps, released. */
async function dragSlider(page: Page, dialog: Locator): Promise<void> {
  const handle = dialog.getByRole('slider', { name: '滑块验证' });
  const track = handle.locator('..');
  const handleBox = await handle.boundingBox();
  const trackBox = await track.boundingBox();
  if (!handleBox || !trackBox) throw new Error('the slider is not on screen');
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(handleBox.x + handleBox.width / 2, y);
  await page.mouse.down();
  const end = trackBox.x + trackBox.width + 10;
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(handleBox.x + ((end - handleBox.x) * step) / 12, y);
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  await dialog.getByText(m.captchaPassed).first().waitFor();
}

async function logInThroughDialog(page: Page, phone: string, password: string): Promise<void> {
  const dialog = await enterPhone(page, phone);
  await dialog.getByRole('heading', { name: '登录', exact: true }).waitFor();
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '退出登录' }).waitFor();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

describe('accounts in Chromium against the real server on MariaDB', () => {
  it('registers with the slider and an inviter’s code, logs in, and both members get their days', async () => {
    const page = await openHome();
    const dialog = await enterPhone(page, '13700001111');
    await dialog.getByRole('heading', { name: '注册' }).waitFor();
    await dialog.getByLabel('密码', { exact: true }).fill('Bijian#2026x');
    await dialog.getByLabel('邀请码').fill(inviterCode);
    await expectNoAxeViolations(page);
    await dragSlider(page, dialog);
    await dialog.getByRole('button', { name: '注册', exact: true }).click();

    await dialog.getByRole('heading', { name: '登录', exact: true }).waitFor();
    await dialog.getByText(m.registerSucceeded).waitFor();
    await dialog.getByLabel('密码', { exact: true }).fill('Bijian#2026x');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(await page.getByText('13700001111').first().isVisible()).toBe(true);

    const { repo } = product.server.services.account;
    const member = await repo.findUserByPhone('13700001111');
    const inviter = await repo.findUserById(inviterId);
    const now = Date.now();
    expect(Math.round(((member?.vipExpiry?.getTime() ?? 0) - now) / dayMs)).toBe(7);
    expect(Math.round(((inviter?.vipExpiry?.getTime() ?? 0) - now) / dayMs)).toBe(3);
  });

  it('shows the spec’s messages for a bad phone, a weak password and an unknown invite code', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: '登录/注册' }).click();
    const dialog = loginDialog(page);
    await dialog.getByLabel('手机号').fill('12345678901');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByText(m.phoneInvalid).waitFor();

    await dialog.getByLabel('手机号').fill('13700002222');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('heading', { name: '注册' }).waitFor();
    await dialog.getByLabel('密码', { exact: true }).fill('abc');
    await dragSlider(page, dialog);
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await dialog.getByText(m.passwordWeak).first().waitFor();

    await dialog.getByLabel('密码', { exact: true }).fill('Bijian#2026x');
    await dialog.getByLabel('邀请码').fill('NOBODYS12345');
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await dialog.getByText(m.inviteCodeInvalid).first().waitFor();
    expect(await product.server.services.account.repo.findUserByPhone('13700002222')).toBeNull();
  });

  it('ends the first browser’s session when the same member logs in elsewhere: 下线通知 within a second', async () => {
    const first = await openHome();
    await logInThroughDialog(first, '13900009999', 'Inviter#2026');
    const second = await openHome();
    const login = second.waitForResponse((r) => r.url().endsWith('/api/v1/loginpart/login/'));
    await logInThroughDialog(second, '13900009999', 'Inviter#2026');
    expect((await (await login).json()).state).toBe('success');

    const notice = first.getByRole('alertdialog');
    await notice.getByRole('heading', { name: m.offlineTitle }).waitFor({ timeout: 1000 });
    expect(await first.getByRole('button', { name: '登录/注册' }).isVisible()).toBe(true);
    await notice.getByRole('button', { name: '重新登录' }).click();
    await loginDialog(first).getByRole('heading', { name: '登录&注册' }).waitFor();
    expect(new URL(first.url()).pathname).toBe('/');
    // The ended session is refused by the server too, not only forgotten by the page.
    const status = await first.evaluate(
      async () => (await fetch('/api/v1/loginpart/change-password/', { method: 'POST' })).status,
    );
    expect([401, 403]).toContain(status);
  });

  it('recovers a password through the mailed link and logs in with the new one', async () => {
    const { repo } = product.server.services.account;
    const id = await repo.insertUser({
      phone: '13600003333',
      passwordHash: await fixtureHash('Forgotten#2026'),
      inviteCode: 'RECOVER12345',
      vipExpiry: null,
      createdAt: new Date(),
    });
    await repo.setEmail(id, 'member@coinsight.test');

    const page = await openHome();
    await page.goto('/toReset');
    await page.getByRole('textbox', { name: '账号' }).fill('13600003333');
    await page.getByRole('textbox', { name: '邮箱' }).fill('member@coinsight.test');
    const arrived = mail.next();
    await page.getByRole('button', { name: /发送/ }).click();
    await page.getByText(m.resetMailSent).waitFor();

    const sent = await arrived;
    expect(sent.to).toEqual(['member@coinsight.test']);
    const link = /https?:\/\/\S+\/reset-password\/[\w-]+\/[\w-]+/.exec(sent.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link ?? '').pathname);
    await page.getByLabel('新密码').fill('Renewed#Pass2026');
    await page.getByLabel('确认密码').fill('Renewed#Pass2026');
    await page.getByRole('button', { name: /重置/ }).click();
    await page.getByText(m.passwordResetDone).waitFor();

    await page.getByRole('button', { name: '去登录' }).click();
    const dialog = loginDialog(page);
    await dialog.getByLabel('手机号').fill('13600003333');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByLabel('密码', { exact: true }).fill('Renewed#Pass2026');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
  });

  it('lets the admin into /dashboard and keeps a member out', async () => {
    const page = await openHome();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByLabel('账号').fill('13900009999');
    await page.getByLabel('密码', { exact: true }).fill('Inviter#2026');
    await page.getByRole('button', { name: /登录/ }).click();
    await page.getByText(messages.admin.loginFailed).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');

    await page.getByLabel('账号').fill('ops-admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin#Pass2026!');
    await page.getByRole('button', { name: /登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: '管理后台' }).waitFor();

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  });
});
