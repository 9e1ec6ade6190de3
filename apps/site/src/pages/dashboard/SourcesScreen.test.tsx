import { adminSources, refreshSource, type SourceStatus } from '@coinsight/domain/api';
import { override, refuse } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';

const site = mountSitePerTest();

function status(source: SourceStatus['source'], label: string, more: Partial<SourceStatus> = {}) {
  return {
    source,
    label,
    mode: 'real',
    configured: 'real',
    origin: 'example.test',
    last_success: '2026-11-20T04:00:00.000Z',
    rows: 100,
    next_run: '2026-11-20T05:00:00.000Z',
    last_error: null,
    last_error_at: null,
    running: false,
    ...more,
  } satisfies SourceStatus;
}

const offline = () => [
  status('ticker', '实时价格'),
  status('btc', '比特币日线', {
    mode: 'demo',
    last_success: null,
    rows: 2190,
    last_error: '拒绝连接',
    last_error_at: '2026-11-20T04:20:00.000Z',
  }),
];

function openCharts() {
  localStorage.setItem('admin', '1');
  site.renderAt('/dashboard?section=charts');
  return page.getByRole('region', { name: '数据源' });
}

describe('数据源 panel on /dashboard (图表)', () => {
  it('shows each source’s state; 立即刷新 posts with the CSRF token and follows the read to its end', async () => {
    let refreshed = false;
    let readEnded = false;
    let token: string | null = null;
    worker.use(
      override(adminSources, () => ({
        generated_at: '2026-11-20T04:30:00.000Z',
        sources: refreshed
          ? offline().map((s) =>
              s.source === 'btc'
                ? readEnded
                  ? status('btc', '比特币日线', { rows: 5800 })
                  : { ...s, running: true }
                : s,
            )
          : offline(),
      })),
      override(refreshSource, ({ params, request }) => {
        token = request.headers.get('X-CSRF-Token');
        refreshed = true;
        const source = offline().find((s) => s.source === params.source);
        if (!source) throw new Error(`unexpected source ${params.source}`);
        return { source: { ...source, running: true } };
      }),
    );
    document.cookie = 'crumb=panel-token; path=/';
    const panel = openCharts();
    const btc = panel.getByRole('listitem', { name: '比特币日线' });
    await expect.element(btc.getByText('演示数据')).toBeVisible();
    // 04:20Z is 12:20 in Beijing.
    await expect.element(btc.getByText('拒绝连接（2026-11-20 12:20）')).toBeVisible();
    await expect
      .element(panel.getByRole('listitem', { name: '实时价格' }).getByText('实时数据'))
      .toBeVisible();

    await userEvent.click(btc.getByRole('button', { name: '立即刷新比特币日线' }));
    await expect.element(btc.getByRole('status')).toHaveTextContent('刷新中…');
    // The button says 刷新中… as soon as it is pressed, before the request reaches the worker.
    await vi.waitFor(() => expect(token).toBe('panel-token'));
    readEnded = true;
    await expect.element(btc.getByText('5,800 条'), { timeout: 10_000 }).toBeVisible();
    await expect.element(btc.getByText('实时数据')).toBeVisible();
    expect(btc.getByRole('status').elements()).toHaveLength(0);
  });

  it('says why 立即刷新 was refused and keeps the button', async () => {
    worker.use(
      override(adminSources, () => ({
        generated_at: '2026-11-20T04:30:00.000Z',
        sources: offline(),
      })),
      refuse(refreshSource, 403, '没有权限执行此操作', 'forbidden'),
    );
    const panel = openCharts();
    await userEvent.click(panel.getByRole('button', { name: '立即刷新实时价格' }));
    await expect.element(panel.getByRole('alert')).toHaveTextContent('没有权限执行此操作');
    await vi.waitFor(() =>
      expect(panel.getByRole('button', { name: '立即刷新实时价格' }).element()).toBeEnabled(),
    );
  });
});
