import { setAdminMockRole } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { loggedApiError, watchWarnings } from '../../testing/watchWarnings.ts';

const site = mountSitePerTest();

function renderDashboard() {
  localStorage.setItem('admin', '1');
  return site.renderAt('/dashboard');
}

const requestRows = () =>
  page.getByRole('table', { name: '2026-11-20 的退款申请' }).getByRole('row');

async function openDay() {
  await userEvent.click(page.getByRole('tab', { name: '退款管理' }));
  await expect
    .element(page.getByRole('tab', { name: '退款管理' }))
    .toHaveAttribute('aria-selected', 'true');
  await userEvent.fill(page.getByLabelText('申请日期'), '2026-11-20');
  await vi.waitFor(() => expect(requestRows().elements().length).toBeGreaterThan(1));
}

describe('admin dashboard', () => {
  it('approves and rejects the day’s requests; each leaves the list', async () => {
    renderDashboard();
    await openDay();
    expect(requestRows().elements()).toHaveLength(3);
    // 2026-11-20T01:10Z is 09:10 in Beijing.
    await expect
      .element(
        page
          .getByRole('table', { name: '2026-11-20 的退款申请' })
          .getByText('2026-11-20 09:10:00')
          .first(),
      )
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '同意退款申请 302' }));
    await userEvent.click(page.getByRole('button', { name: '确认退款' }));
    await expect.element(page.getByText('已同意退款')).toBeVisible();
    await vi.waitFor(() => expect(requestRows().elements()).toHaveLength(2));
    await userEvent.fill(page.getByRole('textbox', { name: '统一拒绝理由' }), '会员权益已使用');
    await userEvent.click(page.getByRole('button', { name: '拒绝退款申请 303' }));
    await expect.element(page.getByText('已拒绝退款')).toBeVisible();
    await expect.element(page.getByText('该日期暂无待处理的退款申请')).toBeVisible();
  });

  it('shows 拒绝操作失败 when a rejection fails and keeps the request', async () => {
    worker.use(
      http.post('*/api/v1/loginpart/refund/process/', () =>
        HttpResponse.json({ message: '内部错误' }, { status: 500 }),
      ),
    );
    renderDashboard();
    await userEvent.click(page.getByRole('tab', { name: '退款管理' }));
    await userEvent.fill(page.getByLabelText('申请日期'), '2026-10-02');
    await userEvent.click(page.getByRole('button', { name: '拒绝退款申请 301' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('拒绝操作失败');
    await expect.element(page.getByRole('button', { name: '拒绝退款申请 301' })).toBeEnabled();
  });

  it('says the admin session ended when the list is refused', async () => {
    worker.use(
      http.get('*/api/v1/loginpart/refund/get_all/', () =>
        HttpResponse.json({ message: '请先登录', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { currentPath } = renderDashboard();
    await userEvent.click(page.getByRole('tab', { name: '退款管理' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('登录已失效，请重新登录');
    expect(currentPath()).toBe('/dashboard');
  });

  it('finds a member under 用户管理 and opens the member page', async () => {
    renderDashboard();
    await expect.element(page.getByText('当前管理员：root（超级管理员）')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '组件库（设计评审）' }))
      .toHaveAttribute('href', '/storybook/');
    await userEvent.click(page.getByRole('tab', { name: '用户管理' }));
    await userEvent.fill(page.getByRole('textbox', { name: '手机号或邀请码' }), '13800');
    await userEvent.click(page.getByRole('button', { name: '搜索' }));
    await userEvent.click(page.getByRole('button', { name: '查看会员 13800138000' }));
    await expect.element(page.getByRole('heading', { name: '会员 13800138000' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '调整会员天数' })).toBeVisible();
  });

  it('shows the outbox mails on 首页, newest first, with the reset link on demand', async () => {
    renderDashboard();
    await userEvent.click(page.getByRole('tab', { name: '首页' }));
    const panel = page.getByRole('tabpanel');
    await expect
      .element(panel.getByRole('heading', { name: '待发送邮件（未配置 SMTP 时）' }))
      .toBeVisible();
    const mails = panel
      .getByRole('list', { name: '待发送邮件（未配置 SMTP 时）' })
      .getByRole('listitem');
    await vi.waitFor(() => expect(mails.elements()).toHaveLength(2));
    // The mock's newest mail was made at 2026-11-22T09:00:01Z, 17:00:01 in Beijing.
    const newest = mails.first();
    const shown = newest.element().textContent;
    expect(shown).toMatch(/^币见：重置密码/);
    expect(shown).toContain('收件人：member@example.com');
    expect(shown).toContain('时间：2026-11-22 17:00:01（北京时间）');
    await userEvent.click(newest.getByText('查看正文'));
    await expect
      .element(newest.getByRole('link', { name: '打开邮件中的链接' }))
      .toHaveAttribute(
        'href',
        'http://localhost:8001/reset-password/MTM4MDAwMDAwMDA/c0ins1ght-reset-7f3a9d',
      );
  });

  it('keeps the outbox, 退款管理 and 管理员 from an operator (运营), who cannot read reset links', async () => {
    setAdminMockRole('operator');
    let outboxAsked = 0;
    worker.use(
      http.get('*/api/v1/admin/outbox/', () => {
        outboxAsked += 1;
        return HttpResponse.json({ mails: [] });
      }),
    );
    renderDashboard();
    await expect.element(page.getByText('当前管理员：ops01（运营）')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: '首页' }));
    const panel = page.getByRole('tabpanel');
    await expect.element(panel.getByRole('heading').first()).toBeVisible();
    expect(panel.getByRole('heading', { name: '待发送邮件（未配置 SMTP 时）' }).query()).toBeNull();
    expect(page.getByRole('tab', { name: '退款管理' }).query()).toBeNull();
    expect(page.getByRole('tab', { name: '管理员' }).query()).toBeNull();
    expect(outboxAsked).toBe(0);
  });

  it('says the outbox failed to load on 首页, and 重试 loads it', async () => {
    const warn = watchWarnings();
    worker.use(
      http.get(
        '*/api/v1/admin/outbox/',
        () => HttpResponse.json({ message: '内部错误' }, { status: 500 }),
        { once: true },
      ),
    );
    renderDashboard();
    await userEvent.click(page.getByRole('tab', { name: '首页' }));
    const panel = page.getByRole('tabpanel');
    await expect
      .element(panel.getByRole('alert'))
      .toHaveTextContent('待发送邮件加载失败，请稍后重试');
    await userEvent.click(panel.getByRole('button', { name: '重试' }));
    await vi.waitFor(() =>
      expect(
        panel
          .getByRole('list', { name: '待发送邮件（未配置 SMTP 时）' })
          .getByRole('listitem')
          .elements(),
      ).toHaveLength(2),
    );
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'outbox failed',
      loggedApiError(500, '请求失败（500）'),
    );
  });

  it('says 暂无待发送邮件 on 首页 when the outbox is empty', async () => {
    worker.use(http.get('*/api/v1/admin/outbox/', () => HttpResponse.json({ mails: [] })));
    renderDashboard();
    await userEvent.click(page.getByRole('tab', { name: '首页' }));
    await expect.element(page.getByRole('tabpanel').getByText('暂无待发送邮件')).toBeVisible();
  });

  it('says 退出失败，请重试 when the logout fails and stays', async () => {
    worker.use(
      http.post('*/api/v1/loginpart/loginoutadmin/', () =>
        HttpResponse.json({ message: '内部错误' }, { status: 500 }),
      ),
    );
    const { currentPath } = renderDashboard();
    await userEvent.click(page.getByRole('button', { name: '退出登录' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('退出失败，请重试');
    expect(currentPath()).toBe('/dashboard');
  });

  it('logs out, counts down 3 seconds, then opens the admin login', async () => {
    const { currentPath, store } = renderDashboard();
    await userEvent.click(page.getByRole('button', { name: '退出登录' }));
    await expect.element(page.getByText('已退出登录，3 秒后返回管理员登录页')).toBeVisible();
    expect(currentPath()).toBe('/dashboard');
    await vi.waitFor(() => expect(currentPath()).toBe('/admin'), { timeout: 4500 });
    expect(store.state.admin).toBe(false);
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('turns on two-step verification under 账号安全: QR code, first code, recovery codes once', async () => {
    renderDashboard();
    await userEvent.click(page.getByRole('tab', { name: '账号安全' }));
    await userEvent.click(page.getByRole('button', { name: '开启两步验证' }));
    await expect.element(page.getByRole('img', { name: '两步验证二维码' })).toBeVisible();
    await expect.element(page.getByLabelText('密钥')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.fill(page.getByRole('textbox', { name: '6 位动态码' }), '123456');
    await userEvent.click(page.getByRole('button', { name: '确认开启' }));
    const codes = page.getByRole('list', { name: '恢复码' }).getByRole('listitem');
    await vi.waitFor(() => expect(codes.elements()).toHaveLength(10));
    await expect.element(codes.first()).toHaveTextContent('abcd-efgh-ijkl-mnop');
  });

  it('leads the old /picupdate to 图表, where the thumbnail is uploaded', async () => {
    localStorage.setItem('admin', '1');
    const { currentPath } = site.renderAt('/picupdate');
    await vi.waitFor(() => expect(currentPath()).toBe('/dashboard?section=charts'));
    await expect
      .element(page.getByRole('tab', { name: '图表' }))
      .toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: '上传免费缩略图' });
    await userEvent.click(form.getByRole('button', { name: '上传' }));
    await expect.element(form.getByText('请选择要上传的文件')).toBeVisible();
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'nupl.png', {
      type: 'image/png',
    });
    await userEvent.upload(form.getByLabelText('图片（PNG）'), png);
    await userEvent.click(form.getByRole('button', { name: '上传' }));
    await expect.element(form.getByText('上传成功')).toBeVisible();
  });

  it('answers 上传图片时出错 in 图表 when the thumbnail upload fails', async () => {
    worker.use(
      http.post('*/api/v1/filepro/upload_private/', () =>
        HttpResponse.json(
          { statusCode: 413, error: 'Payload Too Large', message: '图片不能超过 2 MB' },
          { status: 413 },
        ),
      ),
    );
    localStorage.setItem('admin', '1');
    site.renderAt('/dashboard?section=charts');
    const form = page.getByRole('form', { name: '上传免费缩略图' });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'nupl.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText('图片（PNG）'), png);
    await userEvent.click(form.getByRole('button', { name: '上传' }));
    await expect.element(form.getByText('上传图片时出错')).toBeVisible();
  });

  it('sends /picupdate to the admin login without the admin marker', async () => {
    const { currentPath } = site.renderAt('/picupdate');
    await vi.waitFor(() => expect(currentPath()).toBe('/admin'));
  });

  it('loads 文档 (the rich-text editor) only when the section is opened', async () => {
    renderDashboard();
    await expect
      .element(page.getByRole('tab', { name: '首页' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(page.getByRole('group', { name: '文档类型' }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('tab', { name: '文档' }));
    await expect.element(page.getByRole('region', { name: '新闻列表' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '新建新闻' }));
    await expect.element(page.getByRole('textbox', { name: '正文' })).toBeVisible();
  });
});
