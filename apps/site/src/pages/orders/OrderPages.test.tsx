import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';

const site = mountSitePerTest();

const member = {
  username: '13800000000',
  code: 'COINSGT12345',
  is_vip: true,
  leftdays: 300,
  expiry: null,
};

const renderAt = (path: string, { member: loggedIn = true } = {}) =>
  site.renderAt(path, { user: loggedIn ? member : null });

const tableRows = () => page.getByRole('table', { name: '订单列表' }).getByRole('row');

describe('order pages', () => {
  it('asks a visitor to log in and opens the login dialog from the prompt', async () => {
    const { store } = renderAt('/order', { member: false });
    await expect.element(page.getByText('请先登录后查看订单')).toBeVisible();
    await userEvent.click(page.getByRole('main').getByRole('button', { name: '登录/注册' }));
    expect(store.state.showLogin).toBe(true);
  });

  it('lists the orders on desktop, five a page, and filters them by tab', async () => {
    renderAt('/orderpc');
    await expect.element(page.getByRole('tab', { name: '全部订单(6)' })).toBeVisible();
    await vi.waitFor(() => expect(tableRows().elements()).toHaveLength(6));
    await expect.element(page.getByText('第 1 / 2 页')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: /待付款/ }));
    await vi.waitFor(() => expect(tableRows().elements()).toHaveLength(2));
    await expect
      .element(
        page.getByRole('table', { name: '订单列表' }).getByText('CS20261120101500A1').first(),
      )
      .toBeVisible();
  });

  it('counts 退款成功 as 待审核 in the mobile cards', async () => {
    await page.viewport(375, 740);
    renderAt('/ordermb');
    await userEvent.click(page.getByRole('tab', { name: /待审核/ }));
    const cards = page.getByRole('list', { name: '订单列表' }).getByRole('listitem');
    await vi.waitFor(() => expect(cards.elements()).toHaveLength(2));
    await expect
      .element(page.getByRole('list', { name: '订单列表' }).getByText('退款成功').first())
      .toBeVisible();
  });

  it('picks the layout by window width on /order', async () => {
    await page.viewport(700, 800);
    renderAt('/order');
    await expect.element(page.getByRole('list', { name: '订单列表' })).toBeVisible();
  });

  it('opens an order’s detail and submits a partial refund with the summary', async () => {
    const { currentPath } = renderAt('/orderpc');
    await userEvent.click(page.getByRole('button', { name: '详情 CS20261119160000B2' }));
    expect(currentPath()).toMatch(/^\/detailorder\?orderNumber=CS20261119160000B2&/);
    await expect.element(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
    await expect.element(page.getByText('已支付')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '部分退款' }));
    await userEvent.fill(page.getByRole('textbox', { name: '退款金额（元）' }), '100');
    await userEvent.fill(page.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.fill(page.getByRole('textbox', { name: '退款原因' }), '只需要部分时长');
    await userEvent.click(page.getByRole('button', { name: '提交申请' }));
    await expect.element(page.getByText('申请已提交')).toBeVisible();
    await expect.element(page.getByText('¥100')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '返回订单', exact: true }));
    await expect.element(page.getByText('待审核')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '全额退款' })).toBeDisabled();
  });

  it('keeps the refund buttons closed for an order under review', async () => {
    renderAt('/detailorder?orderNumber=CS20261002113000C3');
    await expect.element(page.getByText('待审核')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '全额退款' })).toBeDisabled();
  });

  it('sends buy again to /toVip and answers urge delivery with a notice', async () => {
    const { currentPath } = renderAt('/detailorder?orderNumber=CS20261120101500A1');
    await expect.element(page.getByText('待付款')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '催发货' }));
    await expect.element(page.getByText('已提醒商家尽快处理，请耐心等待')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '再次购买' }));
    expect(currentPath()).toBe('/toVip');
  });

  it('says the order does not exist for an unknown number', async () => {
    renderAt('/detailorder?orderNumber=CS20990101000000ZZ');
    await expect.element(page.getByRole('alert')).toHaveTextContent('订单不存在');
  });

  it('sends the refund application form on /refund', async () => {
    renderAt('/refund?out_trade_no=CS20260601090000E5');
    await expect
      .element(page.getByRole('textbox', { name: '订单号' }))
      .toHaveValue('CS20260601090000E5');
    await userEvent.click(page.getByRole('button', { name: '提交' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('请完整填写退款原因和联系方式');
    await userEvent.fill(page.getByRole('textbox', { name: '退款原因' }), '补充说明后重新申请');
    await userEvent.fill(page.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.click(page.getByRole('button', { name: '提交' }));
    await expect.element(page.getByText('申请已提交')).toBeVisible();
  });
});
