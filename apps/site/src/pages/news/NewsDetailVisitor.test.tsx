import { newsDetail } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { refuse } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { vipMember } from '../../testing/members.ts';

const site = mountSitePerTest();

// Issue 37 item 6: a visitor opening a news item was told to buy membership, not to log in.
describe('a news item refused to someone who may not read it', () => {
  it('asks a visitor to log in (the login dialog), not to buy membership', async () => {
    worker.use(refuse(newsDetail, 401, messages.account.loginRequired));
    site.renderAt('/toNewsDetail?newsid=1');
    const asked = page.getByRole('region', { name: '需要登录' });
    await expect.element(asked).toBeVisible();
    await expect.element(asked.getByText(messages.news.detailNeedsLogin)).toBeVisible();
    await expect.element(page.getByRole('button', { name: '购买会员' })).not.toBeInTheDocument();
    await userEvent.click(asked.getByRole('button', { name: '登录/注册' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('still asks a member without VIP to buy membership', async () => {
    worker.use(refuse(newsDetail, 403, messages.news.detailNeedsVip));
    site.renderAt('/toNewsDetail?newsid=1', {
      user: { ...vipMember, username: '13900000000', is_vip: false },
    });
    await expect.element(page.getByText(messages.news.detailNeedsVip)).toBeVisible();
    await expect.element(page.getByRole('button', { name: '购买会员' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '需要登录' })).not.toBeInTheDocument();
  });
});
