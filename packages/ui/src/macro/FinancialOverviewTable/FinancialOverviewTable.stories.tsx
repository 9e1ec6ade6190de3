import { seriesById } from '@coinsight/domain/market';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyRows } from '../private/storyRows.ts';
import {
  FinancialOverviewTable,
  defaultOverviewPageSize,
  overviewStatuses,
  type FinancialOverviewTableProps,
} from './FinancialOverviewTable.tsx';

const rows = storyRows();

const meta = {
  title: 'Macro/FinancialOverviewTable',
  component: FinancialOverviewTable,
  tags: ['autodocs'],
  args: {
    rows,
    status: 'ready',
    page: 1,
    pageSize: defaultOverviewPageSize,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRefresh: fn(),
    onOpen: fn(),
  },
  argTypes: { status: { control: 'select', options: overviewStatuses } },
} satisfies Meta<typeof FinancialOverviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: HTMLElement) =>
  within(canvas).getAllByRole('row').slice(1) as HTMLTableRowElement[];

/** First: the light story takes the file's warm-up in the test run. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.getByText('第 1 / 1 页')).toBeVisible();
  },
};

export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: '金融数据列表' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时间', '指标名称', '当前值', '对比特币影响', '数据类型', '较上次变化(%)']);
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    await expect(canvas.getByText(`共 ${rows.length} 条`)).toBeVisible();
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    // The first row: 纳斯达克 at 1.2 × the middle of its thresholds, up 1.25 %.
    const first = within(bodyRows(canvasElement)[0]!);
    await expect(first.getByRole('button', { name: rows[0]!.name })).toBeVisible();
    await expect(first.getByText(rows[0]!.value)).toBeVisible();
    await expect(first.getByText('+1.25')).toHaveAttribute('data-tone', 'rise');
    const second = within(bodyRows(canvasElement)[1]!);
    await expect(second.getByText('-0.40')).toHaveAttribute('data-tone', 'fall');
    await expect(table).toHaveTextContent('利好');
    await expect(table).toHaveTextContent('利空');
    await expect(table).toHaveTextContent('中性');
  },
};

export const ThirdPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, canvas }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(rows.length - 40);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const TurnsPagesAndSizes: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    const size = canvas.getByRole('combobox', { name: '每页条数' });
    await expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 条/页', '20 条/页', '50 条/页']);
    await userEvent.selectOptions(size, '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

/** The table with its paging held in state, as the site holds it. */
function Paged(props: FinancialOverviewTableProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <FinancialOverviewTable
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

export const TenPerPage: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('第 2 / 5 页')).toBeVisible();
    await expect(within(bodyRows(canvasElement)[0]!).getByText(rows[10]!.name)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50');
    await expect(bodyRows(canvasElement)).toHaveLength(rows.length);
  },
};

export const RowClickOpensSeries: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.click(within(bodyRows(canvasElement)[3]!).getByText(rows[3]!.categoryLabel));
    await expect(args.onOpen).toHaveBeenCalledWith(rows[3]);
    await userEvent.click(canvas.getByRole('button', { name: rows[5]!.name }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(rows[5]);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardOpensSeries: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: rows[0]!.name }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(rows[0]);
  },
};

export const Refresh: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading', progress: 30 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正在获取数据… 30%')).toHaveAttribute('role', 'status');
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('加载失败')).toBeVisible();
    // Spec 3 §8: the table stays empty.
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const BadFormat: Story = {
  args: { status: 'badFormat' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('数据格式错误')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '金融数据列表' });
    // The table scrolls sideways inside its box; the page itself stays 375 px wide.
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: rows[0]!.name })).toBeVisible();
  },
};

/** Series the demo generator made (issue 34) say 演示数据 after their name; the others do not. */
export const DemoSeries: Story = {
  args: { demoSeries: new Set([rows[0]!.id]) },
  play: async ({ canvasElement }) => {
    const [first, second] = bodyRows(canvasElement);
    await expect(first!.querySelector('[data-demo-mark]')).toHaveTextContent('演示数据');
    await expect(second!.querySelector('[data-demo-mark]')).toBeNull();
  },
};

const unavailableRows = rows.filter((row) => seriesById(row.id)?.unavailable !== undefined);

/**
 * A series no source feeds (issue 34) says why under its name; generated figures for it are
 * withheld (暂无数据), figures an admin imported are shown.
 */
export const UnavailableSeries: Story = {
  args: {
    rows: [rows[0]!, ...unavailableRows],
    demoSeries: new Set([rows[0]!.id, unavailableRows[0]!.id]),
  },
  play: async ({ canvasElement }) => {
    const [live, generated, imported] = bodyRows(canvasElement).map((row) => within(row));
    await expect(live!.queryByText('暂无数据')).toBeNull();
    const reason = seriesById(unavailableRows[0]!.id)!.unavailable!;
    await expect(generated!.getByText(reason)).toBeVisible();
    await expect(generated!.getByText('暂无数据')).toBeVisible();
    await expect(generated!.queryByText(unavailableRows[0]!.value)).toBeNull();
    await expect(generated!.queryByText('演示数据')).toBeNull();
    await expect(imported!.getByText(unavailableRows[1]!.value)).toBeVisible();
    await expect(
      imported!.getByText(seriesById(unavailableRows[1]!.id)!.unavailable!),
    ).toBeVisible();
  },
};

export const UnavailableSeriesMobile: Story = {
  ...UnavailableSeries,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('暂无数据')).toHaveLength(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
