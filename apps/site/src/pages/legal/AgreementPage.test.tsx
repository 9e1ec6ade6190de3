import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';

const site = mountSitePerTest();

// Issue 37 item 10: the footer's 用户协议 led to the 404 page on every page.
describe('the user agreement', () => {
  it('is a page of its own at /agreement, reached from the footer', async () => {
    const { currentPath } = site.renderAt('/toNews');
    await userEvent.click(page.getByRole('contentinfo').getByRole('link', { name: '用户协议' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: '币见用户协议' }))
      .toBeVisible();
    expect(currentPath()).toBe('/agreement');
    await expect.element(page.getByRole('heading', { name: /会员服务与付费/ })).toBeVisible();
    await expect.element(page.getByText(/不构成任何投资建议/).first()).toBeVisible();
  });
});
