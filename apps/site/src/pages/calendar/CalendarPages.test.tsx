import {
  category,
  economicByDate,
  type CalendarRow,
  type CategoryRow,
} from '@coinsight/domain/api';
import {
  actualText,
  calendarTimeLabel,
  figureText,
  historyHref,
  impactText,
  keepCalendarRows,
  longDateLabel,
  openingDays,
} from '@coinsight/domain/calendarView';
import { beijingDate } from '@coinsight/domain/time';
import { override, refuse } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { loggedApiError, watchWarnings } from '../../testing/watchWarnings.ts';
import { calendarMemory, historyCacheKey } from './calendarData.ts';

const site = mountSitePerTest();
const member = { username: '13800000000', is_vip: false };
const day = '2026-11-18';

beforeEach(() => {
  calendarMemory.clear();
  calendarMemory.lastDay = day;
});

/** The calendar and category requests the pages make, by path. */
function watchCalls() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/v1/chart/')) paths.push(pathname);
  };
  worker.events.on('request:start', listener);
  return { paths, stop: () => worker.events.removeListener('request:start', listener) };
}

async function answerOf<T>(path: string): Promise<T> {
  return (await (await fetch(path)).json()) as T;
}

const dayRows = async (date: string) =>
  (await answerOf<{ data: CalendarRow[] }>(`/api/v1/chart/economic/date/${date}/`)).data;

const bodyRows = () => page.getByRole('table', { name: '经济日历列表' }).getByRole('row');

const cellTexts = (index: number) =>
  bodyRows()
    .nth(index)
    .getByRole('cell')
    .all()
    .map((cell) => cell.element().textContent);

const usCpi = async () => (await dayRows(day)).find((r) => r.indicator_id === 'US_CPI_YOY')!;

describe('economic calendar', () => {
  it('asks a visitor to log in first', async () => {
    site.renderAt('/toFinancialDataOkx');
    await expect.element(page.getByText('登录后即可查看金融数据')).toBeVisible();
  });

  it('shows the day’s 美国 and 欧元区 rows in time order with the spec’s texts', async () => {
    const served = await dayRows(day);
    // Another country and an out-of-order answer: the page keeps its own rule.
    const japan = {
      ...served[0]!,
      indicator_id: 'JP_CPI_YOY',
      indicator_name: '日本全国CPI年率（%）',
      country: '日本',
      pub_time: `${day}T00:00:00.000Z`,
    };
    worker.use(
      override(economicByDate, () => ({
        success: true as const,
        data: [japan, ...served.reverse()],
      })),
    );
    site.renderAt('/toFinancialDataOkx', { user: member });
    await expect.element(page.getByText(longDateLabel(day))).toBeVisible();
    const expected = keepCalendarRows(served);
    await vi.waitFor(() => expect(bodyRows().all()).toHaveLength(expected.length + 1));
    await expect.element(page.getByText('日本全国CPI年率（%）')).not.toBeInTheDocument();
    expected.forEach((row, i) => {
      const cells = cellTexts(i + 1);
      expect(cells.slice(0, 3)).toEqual([
        calendarTimeLabel(row.pub_time),
        row.indicator_name,
        row.country,
      ]);
      expect(cells[3]!.startsWith(actualText(row.actual))).toBe(true);
      expect(cells[4]!.startsWith(figureText(row.consensus))).toBe(true);
      expect(cells[7]).toBe(impactText(row.star));
    });
    // The CPI always comes out at 21:30 Beijing with its actual from FRED.
    const cpi = page.getByRole('row').filter({ hasText: '美国CPI年率（%）' });
    await expect.element(cpi.getByText('21:30')).toBeVisible();
    await expect.element(cpi.getByText('数据来源：FRED（美联储经济数据库）')).toBeVisible();
    await expect.element(cpi.getByRole('img', { name: '3 星' })).toBeVisible();
  });

  it('shows 暂未发布 for a day still to come', async () => {
    calendarMemory.lastDay = '2026-12-18';
    site.renderAt('/toFinancialDataOkx', { user: member });
    const cpi = page.getByRole('row').filter({ hasText: '美国CPI年率（%）' });
    await expect.element(cpi.getByText('暂未发布')).toBeVisible();
  });

  it('preloads the days before and after a second later, then turns to them without asking', async () => {
    const calls = watchCalls();
    site.renderAt('/toFinancialDataOkx', { user: member });
    await expect.element(page.getByText(longDateLabel(day))).toBeVisible();
    await vi.waitFor(
      () =>
        expect(calls.paths).toEqual(
          expect.arrayContaining([
            '/api/v1/chart/economic/date/2026-11-17/',
            '/api/v1/chart/economic/date/2026-11-19/',
          ]),
        ),
      { timeout: 5000, interval: 100 },
    );
    const before = calls.paths.length;
    await userEvent.click(page.getByRole('button', { name: '前一天' }));
    await expect.element(page.getByText(longDateLabel('2026-11-17'))).toBeVisible();
    await expect.element(page.getByText('美国CPI年率（%）')).toBeVisible();
    expect(calls.paths.slice(before)).not.toContain('/api/v1/chart/economic/date/2026-11-17/');
    calls.stop();
  });

  it('opens on today in Beijing when no day was shown', async () => {
    calendarMemory.clear();
    site.renderAt('/toFinancialDataOkx', { user: member });
    await expect.element(page.getByLabelText('选择日期')).toHaveValue(beijingDate(Date.now()));
  });

  it('opens on the nearest day with releases when today has none (a weekend, a holiday)', async () => {
    calendarMemory.clear();
    const today = beijingDate(Date.now());
    const nearest = openingDays(today)[2]!;
    const served = await dayRows(nearest);
    const calls = watchCalls();
    worker.use(
      override(economicByDate, ({ params }) => ({
        success: true as const,
        data: params.date === nearest ? served : [],
      })),
    );
    site.renderAt('/toFinancialDataOkx', { user: member });
    await expect.element(page.getByLabelText('选择日期')).toHaveValue(nearest);
    await expect.element(page.getByText(served[0]!.indicator_name).first()).toBeVisible();
    // Today and the weekdays up to the nearest one were asked, in order; no weekend day among them.
    expect(calls.paths.slice(0, 3)).toEqual(
      openingDays(today)
        .slice(0, 3)
        .map((date) => `/api/v1/chart/economic/date/${date}/`),
    );
    calls.stop();
  });

  it('stays on today when the week after it has no release either', async () => {
    calendarMemory.clear();
    worker.use(override(economicByDate, () => ({ success: true as const, data: [] })));
    site.renderAt('/toFinancialDataOkx', { user: member });
    await expect.element(page.getByText('暂无数据')).toBeVisible();
    await expect.element(page.getByLabelText('选择日期')).toHaveValue(beijingDate(Date.now()));
  });

  it('shows 加载失败 with an empty table when the call fails', async () => {
    const warn = watchWarnings();
    worker.use(refuse(economicByDate, 500, '服务器开小差了'));
    site.renderAt('/toFinancialDataOkx', { user: member });
    await expect.element(page.getByRole('alert')).toHaveTextContent('加载失败');
    expect(bodyRows().all()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'calendar failed',
      day,
      loggedApiError(500, '服务器开小差了'),
    );
  });

  it('opens a row’s history with the spec’s query, and comes back on the same day', async () => {
    const { currentPath } = site.renderAt('/toFinancialDataOkx', { user: member });
    await userEvent.click(page.getByRole('button', { name: '后一天' }));
    await expect.element(page.getByText(longDateLabel('2026-11-19'))).toBeVisible();
    const cpi = (await dayRows('2026-11-19')).find((r) => r.indicator_id === 'US_CPI_YOY')!;
    await userEvent.click(
      page.getByRole('row').filter({ hasText: '美国CPI年率（%）' }).getByText('21:30'),
    );
    await vi.waitFor(() => expect(currentPath()).toBe(historyHref(cpi)));
    const query = Object.fromEntries(new URLSearchParams(currentPath().split('?')[1]));
    expect(query).toEqual({
      seriesId: 'US_CPI_YOY',
      name: '美国CPI年率（%）',
      category: '通胀',
      intro: '暂未生成',
      impact: '有影响',
      publish: '2026-11-19 21:30',
      bullish: '0',
      bearish: '0',
    });
    await expect.element(page.getByRole('heading', { name: '美国CPI年率（%）' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '返回' }));
    expect(currentPath()).toBe('/toFinancialDataOkx');
    await expect.element(page.getByText(longDateLabel('2026-11-19'))).toBeVisible();
  });

  it('fits a 375 px phone', async () => {
    await page.viewport(375, 740);
    site.renderAt('/toFinancialDataOkx', { user: member });
    await expect.element(page.getByText('美国CPI年率（%）')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});

describe('history detail', () => {
  const open = async () => historyHref(await usCpi());
  const history = (range: number) =>
    answerOf<{ data: CategoryRow[] }>(
      range === 0
        ? '/api/v1/chart/category/US_CPI_YOY/'
        : `/api/v1/chart/category/US_CPI_YOY/${range}/`,
    );

  it('draws every release, the newest in the tooltip with its calendar fields', async () => {
    site.renderAt(await open(), { user: member });
    await expect.element(page.getByRole('img', { name: '美国CPI年率（%）图表' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '全部' })).toBeChecked();
    const rows = (await history(0)).data;
    const last = rows.at(-1)!;
    await vi.waitFor(() => {
      const overlay = document.querySelector('[data-part="crosshair"]')!;
      const box = overlay.getBoundingClientRect();
      overlay.dispatchEvent(
        new PointerEvent('pointermove', {
          bubbles: true,
          pointerType: 'mouse',
          isPrimary: true,
          clientX: box.right - 2,
          clientY: box.top + 40,
        }),
      );
      expect(document.querySelector('[role="tooltip"]')).not.toBeNull();
    });
    const tooltip = page.getByRole('tooltip').element().textContent;
    expect(tooltip).toContain(`${beijingDate(last.pub_time)}（北京时间）`);
    expect(tooltip).toContain(`实际值${last.actual}`);
    expect(tooltip).toContain(`预期值${last.consensus}`);
    expect(tooltip).toContain('国家/地区美国');
    expect(tooltip).toContain('影响有影响');
    await userEvent.click(page.getByRole('tab', { name: '变化率' }));
    await expect
      .element(page.getByRole('img', { name: '美国CPI年率（%） 变化率图表' }))
      .toBeVisible();
  });

  it('preloads the other ranges 2 s later into local storage; 刷新 clears the range and asks again', async () => {
    site.renderAt(await open(), { user: member });
    await expect.element(page.getByRole('img', { name: '美国CPI年率（%）图表' })).toBeVisible();
    await vi.waitFor(
      () => {
        for (const range of [1, 3, 5, 10] as const)
          expect(localStorage.getItem(historyCacheKey('US_CPI_YOY', range))).not.toBeNull();
      },
      { timeout: 8000, interval: 200 },
    );
    const calls = watchCalls();
    await userEvent.click(
      page.getByRole('radiogroup', { name: '时间范围' }).getByText('3年', { exact: true }),
    );
    await expect.element(page.getByRole('radio', { name: '3年' })).toBeChecked();
    await expect.element(page.getByRole('img', { name: '美国CPI年率（%）图表' })).toBeVisible();
    expect(calls.paths).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: '刷新' }));
    await vi.waitFor(() => expect(calls.paths).toEqual(['/api/v1/chart/category/US_CPI_YOY/3/']));
    await expect.element(page.getByRole('img', { name: '美国CPI年率（%）图表' })).toBeVisible();
    calls.stop();
  });

  it('shows 加载失败 when the history cannot load', async () => {
    watchWarnings();
    worker.use(refuse(category, 500, '服务器开小差了'));
    site.renderAt(await open(), { user: member });
    await expect.element(page.getByRole('alert')).toHaveTextContent('加载失败');
    await expect.element(page.getByRole('tab')).not.toBeInTheDocument();
  });
});
