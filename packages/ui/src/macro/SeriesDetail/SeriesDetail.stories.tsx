import { seriesById } from '@coinsight/domain/market';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyYieldPoints } from '../private/storyPoints.ts';
import { SeriesDetail, seriesDetailStatuses } from './SeriesDetail.tsx';

const series = seriesById('DGS10')!;
const points = storyYieldPoints(3650);
// 2026-11-24 10:06 UTC is 18:06 in Beijing.
const fetchedAt = Date.UTC(2026, 10, 24, 10, 6);

const meta = {
  title: 'Macro/SeriesDetail',
  component: SeriesDetail,
  tags: ['autodocs'],
  args: {
    series,
    range: 10,
    points,
    fetchedAt,
    status: 'ready',
    onRangeChange: fn(),
    onRefresh: fn(),
    onBack: fn(),
  },
  argTypes: { status: { control: 'select', options: seriesDetailStatuses } },
} satisfies Meta<typeof SeriesDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First: the light story takes the file's warm-up in the test run. */
export const Loading: Story = {
  args: { status: 'loading', progress: 60, points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在处理数据… 60%')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeDisabled();
  },
};

export const TenYears: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: series.name })).toBeVisible();
    const overview = within(canvas.getByRole('region', { name: '数据概览' }));
    const last = points.at(-1)!;
    const previous = points.at(-2)!;
    await expect(overview.getByText(`${last.value.toFixed(4)} ${series.unit}`)).toBeVisible();
    await expect(overview.getByText(last.date)).toBeVisible();
    await expect(overview.getByText('2026-11-24 18:06（北京时间）')).toBeVisible();
    const change = ((last.value - previous.value) / previous.value) * 100;
    await expect(overview.getByText(`${change > 0 ? '+' : ''}${change.toFixed(2)}%`)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '10年' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: '趋势图' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('img', { name: `${series.name}图表` })).toBeVisible();
    const stats = within(canvas.getByRole('region', { name: '统计数据' }));
    await expect(stats.getByText(points.length.toLocaleString('zh-CN'))).toBeVisible();
    await expect(stats.getByText(last.date)).toBeVisible();
    await expect(canvas.getByText(series.impact)).toBeVisible();
  },
};

export const ChooseRange: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '1年',
      '3年',
      '5年',
      '10年',
      '全部',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: '3年' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('radio', { name: '全部' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(0);
  },
};

export const ChangeRateTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '变化率' }));
    const chart = await canvas.findByRole('img', { name: `${series.name} 变化率图表` });
    await waitFor(() => expect(chart.getBoundingClientRect().height).toBe(500));
  },
};

export const HoverTrend: Story = {
  play: async ({ canvas, canvasElement }) => {
    const overlay = canvasElement.querySelector('[data-part="crosshair"]')!;
    const box = overlay.getBoundingClientRect();
    overlay.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        clientX: box.right - 1,
        clientY: box.top + box.height / 2,
      }),
    );
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(`${points.at(-1)!.date}（北京时间）`);
    await expect(tooltip).toHaveTextContent(points.at(-1)!.value.toFixed(4));
  },
};

export const RefreshAndBack: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed', points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载失败')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeEnabled();
  },
};

export const NoData: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const OnePointHasNoChangeChart: Story = {
  args: { points: [{ date: '2026-11-20', value: 4.07 }], defaultTab: 'change' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.0700 %')).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('暂无数据');
  },
};

export const ReferenceOnly: Story = {
  args: {
    series: seriesById('CBBTCUSD')!,
    points: storyYieldPoints(30).map((p) => ({ ...p, value: p.value * 22_000 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('数据参考')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: `${series.name}图表` });
    await waitFor(() => expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    await expect(canvas.getByRole('radio', { name: '全部' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

/** A series from the demo generator (issue 34): 演示数据 beside its category. */
export const DemoSeries: Story = {
  args: { demo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: series.name })).toBeVisible();
    await expect(canvas.getByText('演示数据')).toBeVisible();
  },
};

export const DemoSeriesMobile: Story = {
  ...DemoSeries,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('演示数据')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const pmi = seriesById('NAPM')!;

/** No source feeds ISM's PMI (issue 34): the reason stands in for generated figures. */
export const UnavailableSeries: Story = {
  args: { series: pmi, demo: true },
  play: async ({ canvas }) => {
    const source = within(canvas.getByRole('region', { name: '数据来源' }));
    await expect(source.getByRole('heading', { name: '暂无实时数据源' })).toBeVisible();
    await expect(source.getByText(pmi.unavailable!)).toBeVisible();
    await expect(source.getByText('管理员导入该指标的数据文件后，这里显示其图表。')).toBeVisible();
    // Nothing is drawn, so there is no range to choose.
    await expect(canvas.queryByRole('radiogroup', { name: '时间范围' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: '数据概览' })).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByText('演示数据')).toBeNull();
    await expect(canvas.getByRole('region', { name: '指标说明' })).toBeVisible();
  },
};

export const UnavailableSeriesMobile: Story = {
  ...UnavailableSeries,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(pmi.unavailable!)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Figures an admin imported from a file are real: shown, under the reason there is no live source. */
export const UnavailableSeriesImported: Story = {
  args: { series: pmi, points: storyYieldPoints(365).map((p) => ({ ...p, value: p.value * 12 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(pmi.unavailable!)).toBeVisible();
    await expect(canvas.getByText('下方为管理员导入的文件数据。')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '时间范围' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${pmi.name}图表` })).toBeVisible();
  },
};
