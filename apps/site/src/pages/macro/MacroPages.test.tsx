import { fredData } from '@coinsight/domain/api';
import {
  financialRow,
  financialSeries,
  formatChangePercent,
  impactStatusLabels,
  seriesById,
  seriesCategoryLabels,
} from '@coinsight/domain/market';
import { refuse, setMockDemoSources } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { loggedApiError, watchWarnings } from '../../testing/watchWarnings.ts';
import { historyCacheKey, overviewCacheKey } from './macroCache.ts';
import { pagingKeys } from './useStoredPaging.ts';

const site = mountSitePerTest();
const member = { username: '13800000000', is_vip: false };
const fredPath = '*/api/v1/chart/fred-data/';

/** Counts the fred-data requests the page makes, with their queries. */
function watchFredCalls() {
  const queries: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === fredData.path) queries.push(url.searchParams);
  };
  worker.events.on('request:start', listener);
  return { queries, stop: () => worker.events.removeListener('request:start', listener) };
}

/** The overview row the mocks' latest two observations make, by the domain's rules. */
async function expectedRow(seriesId: string) {
  const answer = (await (
    await fetch(`/api/v1/chart/fred-data/?series_id=${seriesId}&limit=2&sort_order=desc`)
  ).json()) as { observations: { date: string; value: string }[] };
  return financialRow(seriesById(seriesId)!, answer.observations)!;
}

/** A range's radio is visually hidden under its label: the label takes the click, as a user's would. */
const chooseRange = (label: string) =>
  userEvent.click(
    page.getByRole('radiogroup', { name: '时间范围' }).getByText(label, { exact: true }),
  );

const bodyRows = () => page.getByRole('table', { name: '金融数据列表' }).getByRole('row');

describe('financial overview', () => {
  it('asks a visitor to log in first', async () => {
    const { store } = site.renderAt('/toFinancialData');
    await expect.element(page.getByText('登录后即可查看金融数据')).toBeVisible();
    await userEvent.click(
      page.getByRole('region', { name: '需要登录' }).getByRole('button', { name: '登录/注册' }),
    );
    expect(store.state.showLogin).toBe(true);
  });

  it('lists every series, 20 a page, with the value, change and status of its latest two observations', async () => {
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText(`共 ${financialSeries.length} 条`)).toBeVisible();
    expect(bodyRows().all()).toHaveLength(21);
    const dgs10 = await expectedRow('DGS10');
    const row = page.getByRole('row').filter({ hasText: dgs10.name });
    await expect.element(row).toBeVisible();
    expect(
      row
        .getByRole('cell')
        .all()
        .map((cell) => cell.element().textContent),
    ).toEqual([
      dgs10.updateTime,
      dgs10.name,
      dgs10.value,
      impactStatusLabels[dgs10.status],
      '美债收益率',
      formatChangePercent(dgs10.change!),
    ]);
  });

  it('marks the rows of series from the demo generator', async () => {
    setMockDemoSources(['macro']);
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText(`共 ${financialSeries.length} 条`)).toBeVisible();
    const marks = page.getByTitle('该数据由演示生成器生成，并非真实数据');
    // A series with no live source shows its reason, not generated figures with a mark.
    const marked = financialSeries.slice(0, 20).filter((s) => s.unavailable === undefined);
    await vi.waitFor(() => expect(marks.elements()).toHaveLength(marked.length));
  });

  it('says why a series has no live source, and shows no invented figures for it', async () => {
    setMockDemoSources(['macro']);
    await page.viewport(1280, 900);
    site.renderAt('/toFinancialData', { user: member });
    await userEvent.selectOptions(page.getByRole('combobox', { name: '每页条数' }), '50');
    const pmi = seriesById('NAPM')!;
    const row = page.getByRole('row').filter({ hasText: pmi.name });
    await expect.element(row).toBeVisible();
    const cells = row.getByRole('cell').all();
    expect(cells[1]!.element().textContent).toContain(pmi.unavailable!);
    expect(cells.map((cell) => cell.element().textContent)).toEqual([
      '—',
      `${pmi.name}${pmi.unavailable!}`,
      '暂无数据',
      '—',
      seriesCategoryLabels[pmi.category],
      '—',
    ]);
  });

  it('keeps the page size and page in local storage across a reload', async () => {
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: '每页条数' }), '10');
    await userEvent.click(page.getByRole('button', { name: '下一页' }));
    await expect.element(page.getByText('第 2 / 5 页')).toBeVisible();
    expect([
      localStorage.getItem(pagingKeys.pageSize),
      localStorage.getItem(pagingKeys.page),
    ]).toEqual(['10', '2']);
    site.unmount();
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText('第 2 / 5 页')).toBeVisible();
    expect(bodyRows().all()).toHaveLength(11);
  });

  it('serves a reload within the hour from the cache, and 刷新 asks the server again', async () => {
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText(`共 ${financialSeries.length} 条`)).toBeVisible();
    expect(localStorage.getItem(overviewCacheKey)).not.toBeNull();
    site.unmount();
    const calls = watchFredCalls();
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText(`共 ${financialSeries.length} 条`)).toBeVisible();
    expect(calls.queries).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: '刷新' }));
    await vi.waitFor(() => expect(calls.queries).toHaveLength(financialSeries.length));
    expect(calls.queries[0]!.toString()).toBe('series_id=NASDAQCOM&limit=2&sort_order=desc');
    calls.stop();
  });

  it('opens a series from its row with the spec’s query fields', async () => {
    const { currentPath } = site.renderAt('/toFinancialData', { user: member });
    const series = seriesById('DGS10')!;
    await userEvent.click(
      page.getByRole('row').filter({ hasText: series.name }).getByText('美债收益率'),
    );
    const [path, query] = currentPath().split('?');
    expect(path).toBe('/bonds/us10y');
    const fields = new URLSearchParams(query);
    expect([...fields.keys()]).toEqual([
      'seriesId',
      'name',
      'category',
      'intro',
      'impact',
      'publish',
      'bullish',
      'bearish',
    ]);
    expect(fields.get('seriesId')).toBe('DGS10');
    await expect.element(page.getByRole('heading', { level: 1, name: series.name })).toBeVisible();
  });

  it('shows 加载失败 with an empty table when a call fails', async () => {
    const warn = watchWarnings();
    worker.use(refuse(fredData, 500, '服务器开小差了'));
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText('加载失败')).toBeVisible();
    expect(bodyRows().all()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('overview failed', loggedApiError(500, '服务器开小差了'));
  });

  it('shows 数据格式错误 when the answer does not match the contract', async () => {
    watchWarnings();
    worker.use(http.get(fredPath, () => HttpResponse.json({ data: [] })));
    site.renderAt('/toFinancialData', { user: member });
    await expect.element(page.getByText('数据格式错误')).toBeVisible();
    expect(bodyRows().all()).toHaveLength(1);
  });
});

describe('series detail', () => {
  const series = seriesById('DGS10')!;

  it('opens ten years of 10-year yields, switches ranges and tabs, and hovers a date', async () => {
    const calls = watchFredCalls();
    site.renderAt('/bonds/us10y', { user: member });
    await expect.element(page.getByRole('heading', { level: 1, name: series.name })).toBeVisible();
    await expect.element(page.getByRole('img', { name: `${series.name}图表` })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '10年' })).toBeChecked();
    const first = calls.queries[0]!;
    expect(first.get('series_id')).toBe('DGS10');
    expect(first.get('sort_order')).toBe('asc');
    const [startYear, endYear] = [
      first.get('observation_start')!,
      first.get('observation_end')!,
    ].map((d) => Number(d.slice(0, 4)));
    expect(endYear! - startYear!).toBe(10);

    await chooseRange('1年');
    await expect.element(page.getByRole('radio', { name: '1年' })).toBeChecked();
    await userEvent.click(page.getByRole('tab', { name: '变化率' }));
    await expect
      .element(page.getByRole('img', { name: `${series.name} 变化率图表` }))
      .toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: '趋势图' }));
    await expect.element(page.getByRole('img', { name: `${series.name}图表` })).toBeVisible();
    // The pointer over the newest day: the tooltip names that date in Beijing time.
    await vi.waitFor(() => {
      const overlay = document.querySelector('[data-part="crosshair"]')!;
      const box = overlay.getBoundingClientRect();
      overlay.dispatchEvent(
        new PointerEvent('pointermove', {
          bubbles: true,
          pointerType: 'mouse',
          isPrimary: true,
          clientX: box.right - 14,
          clientY: box.top + 40,
        }),
      );
      expect(document.querySelector('[role="tooltip"]')).not.toBeNull();
    });
    // The last observation of the mocks (today 2026-11-20) with its value in the domain's format.
    expect(page.getByRole('tooltip').element().textContent).toMatch(
      /^2026-11-20（北京时间）美国10年期国债收益率\d\.\d{4}$/,
    );
    calls.stop();
  });

  it('marks a series from the demo generator, and keeps the mark with the cached range', async () => {
    setMockDemoSources(['macro']);
    site.renderAt('/bonds/us10y', { user: member });
    const mark = page.getByTitle('该数据由演示生成器生成，并非真实数据');
    await expect.element(page.getByRole('img', { name: `${series.name}图表` })).toBeVisible();
    await expect.element(mark).toHaveTextContent('演示数据');
    site.unmount();
    // The server would now answer unmarked: the mark shown comes from the cached answer.
    setMockDemoSources([]);
    site.renderAt('/bonds/us10y', { user: member });
    await expect.element(page.getByRole('img', { name: `${series.name}图表` })).toBeVisible();
    await expect.element(mark).toBeVisible();
  });

  it('shows the reason instead of a chart for a series with no live source', async () => {
    setMockDemoSources(['macro']);
    const pmi = seriesById('NAPM')!;
    site.renderAt(pmi.route, { user: member });
    await expect.element(page.getByRole('heading', { level: 1, name: pmi.name })).toBeVisible();
    await expect.element(page.getByText(pmi.unavailable!)).toBeVisible();
    await expect.element(page.getByText('暂无实时数据源')).toBeVisible();
    expect(page.getByRole('img', { name: `${pmi.name}图表` }).elements()).toHaveLength(0);
    expect(page.getByRole('region', { name: '数据概览' }).elements()).toHaveLength(0);
  });

  it('preloads the other ranges 2 s after the first, then switches without asking again', async () => {
    site.renderAt('/bonds/us10y', { user: member });
    await expect.element(page.getByRole('img', { name: `${series.name}图表` })).toBeVisible();
    await vi.waitFor(
      () => {
        for (const range of [1, 3, 5, 0] as const)
          expect(localStorage.getItem(historyCacheKey('DGS10', range))).not.toBeNull();
      },
      { timeout: 8000, interval: 200 },
    );
    const calls = watchFredCalls();
    await chooseRange('全部');
    await expect.element(page.getByRole('radio', { name: '全部' })).toBeChecked();
    await expect.element(page.getByRole('img', { name: `${series.name}图表` })).toBeVisible();
    expect(calls.queries).toHaveLength(0);
    calls.stop();
  });

  it('shows 加载失败 when the history cannot load, and 刷新 tries again', async () => {
    watchWarnings();
    worker.use(refuse(fredData, 500, '服务器开小差了'));
    site.renderAt('/macro/cpi', { user: member });
    await expect.element(page.getByText('加载失败')).toBeVisible();
    worker.resetHandlers();
    await userEvent.click(page.getByRole('button', { name: '刷新' }));
    await expect.element(page.getByRole('img', { name: '美国消费者价格指数图表' })).toBeVisible();
  });

  it('goes back to the overview', async () => {
    const { currentPath } = site.renderAt('/market/sp500', { user: member });
    await userEvent.click(page.getByRole('button', { name: '返回' }));
    expect(currentPath()).toBe('/toFinancialData');
  });

  it('sends an unknown segment home', async () => {
    const { currentPath } = site.renderAt('/bonds/us11y', { user: member });
    await vi.waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('fits a 375 px phone', async () => {
    await page.viewport(375, 740);
    site.renderAt('/forex/usdjpy', { user: member });
    const chart = page.getByRole('img', { name: '美元兑日元图表' });
    await expect.element(chart).toBeVisible();
    expect(chart.element().getBoundingClientRect().right).toBeLessThanOrEqual(375);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
