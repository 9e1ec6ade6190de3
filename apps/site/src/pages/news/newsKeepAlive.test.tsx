import { previousDay } from '@coinsight/domain/news';
import { beijingDate } from '@coinsight/domain/time';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { vipMember } from '../../testing/members.ts';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';

const site = mountSitePerTest();

const dayLabel = (day: string) =>
  `${Number(day.slice(0, 4))}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

// The mocks' news stop yesterday (Beijing), so the page opens there; the test picks the day before.
const chosen = previousDay(previousDay(beijingDate(Date.now())));

/** Issue 37 item 8: /toNews is kept alive (spec 1 §2.1). */
describe('/toNews kept alive', () => {
  it('comes back from 指标 on the day and filter chosen before', { timeout: 60_000 }, async () => {
    const { currentPath } = site.renderAt('/toNews', { user: vipMember });
    const dayButton = page.getByRole('button', { name: dayLabel(chosen) });
    await userEvent.click(dayButton);
    await expect.element(dayButton).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page.getByRole('radio', { name: '大事件' }));
    await expect.element(page.getByRole('radio', { name: '大事件' })).toBeChecked();

    await userEvent.click(page.getByRole('link', { name: '指标' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: '存量流量模型' }))
      .toBeVisible();
    await userEvent.click(page.getByRole('link', { name: '热点新闻' }));
    expect(currentPath()).toBe('/toNews');

    await expect
      .element(page.getByRole('button', { name: dayLabel(chosen) }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('radio', { name: '大事件' })).toBeChecked();
    await expect.element(page.getByText(new RegExp(`^${chosen} 共 \\d+ 条新闻`))).toBeVisible();
  });

  it('opens afresh on a new page load', async () => {
    site.renderAt('/toNews', { user: vipMember });
    await expect.element(page.getByRole('radio', { name: '全部' })).toBeChecked();
  });
});
