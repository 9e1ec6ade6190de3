import { analysisDay } from '@coinsight/domain/api';
import { dayLabel, longDayLabel } from '@coinsight/domain/analysisView';
import { refuse } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { vipMember } from '../../testing/members.ts';

const site = mountSitePerTest();

/** The mocks' menu, read the way the page reads it. */
const menuDays = async (): Promise<string[]> => {
  const { months } = (await (await fetch('/api/v1/analysis/menu/')).json()) as {
    months: { days: string[] }[];
  };
  return months.flatMap((m) => m.days);
};

const reportTitle = (date: string) =>
  page.getByRole('heading', { level: 2, name: `${longDayLabel(date)} 每日分析` });

describe('/toDailyAnalysis', () => {
  it('opens the latest day, and a pick shows that day and puts it in the address', async () => {
    const [latest, earlier] = await menuDays();
    const { currentPath } = site.renderAt('/toDailyAnalysis', { user: vipMember });
    await expect.element(reportTitle(latest!)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '异常指标' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: dayLabel(earlier!), exact: true }));
    await expect.element(reportTitle(earlier!)).toBeVisible();
    expect(currentPath()).toBe(`/toDailyAnalysis?date=${earlier}`);
  });

  it('opens the day the address names, and tells a day without a record', async () => {
    const days = await menuDays();
    const older = days[days.length - 1]!;
    site.renderAt(`/toDailyAnalysis?date=${older}`, { user: vipMember });
    await expect.element(reportTitle(older)).toBeVisible();
    worker.use(refuse(analysisDay, 404, '该日暂无每日分析'));
    // The latest day sits in another dropdown: open it first (the one open dropdown closes).
    const [year, month] = days[0]!.split('-').map(Number);
    await userEvent.click(page.getByRole('button', { name: new RegExp(`^${year}年${month}月`) }));
    await userEvent.click(page.getByRole('button', { name: dayLabel(days[0]!), exact: true }));
    await expect.element(page.getByText('该日暂无每日分析')).toBeVisible();
  });

  it('asks a visitor to log in for the day and opens the login dialog', async () => {
    worker.use(refuse(analysisDay, 401, '请先登录'));
    site.renderAt('/toDailyAnalysis');
    await expect.element(page.getByText('登录后查看每日分析')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '登录/注册' }).last());
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });
});
