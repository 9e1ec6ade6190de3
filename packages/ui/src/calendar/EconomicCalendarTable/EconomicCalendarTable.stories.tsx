import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { storyCalendarRows, storySourceLabels } from '../private/storyRows.ts';
import {
  EconomicCalendarTable,
  calendarTableStatuses,
  type EconomicCalendarTableProps,
} from './EconomicCalendarTable.tsx';

const rows = storyCalendarRows;

const meta = {
  title: 'Calendar/EconomicCalendarTable',
  component: EconomicCalendarTable,
  tags: ['autodocs'],
  args: {
    day: '2026-11-20',
    rows,
    status: 'ready',
    onDayChange: fn(),
    onOpen: fn(),
    sourceLabel: (source: string) => storySourceLabels[source] ?? source,
  },
  argTypes: { status: { control: 'select', options: calendarTableStatuses } },
} satisfies Meta<typeof EconomicCalendarTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: HTMLElement) =>
  within(canvas).getAllByRole('row').slice(1) as HTMLTableRowElement[];

const cellTexts = (row: HTMLTableRowElement) =>
  [...row.cells].map((cell) => cell.textContent ?? '');

/** First: the light story takes the file's warm-up in the test run. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText('2026年11月20日 星期五')).toBeVisible();
  },
};

export const Day: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '经济日历数据' })).toBeVisible();
    const table = canvas.getByRole('table', { name: '经济日历列表' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '时间',
      '指标名称',
      '国家/地区',
      '实际值',
      '预期值',
      '前值',
      '重要性',
      '对比特币影响',
    ]);
    const [pmi, cpi, claims, crude] = bodyRows(canvasElement);
    // Beijing times: 09:00 UTC is 17:00, 13:30 UTC is 21:30, 15:30 UTC is 23:30.
    await expect(cellTexts(pmi!).slice(0, 3)).toEqual(['17:00', '欧元区制造业PMI', '欧元区']);
    await expect(cellTexts(cpi!)[0]).toBe('21:30');
    await expect(cellTexts(crude!)[0]).toBe('23:30');
    // Pending figures: 暂未发布 for the actual, 暂无 for consensus and previous.
    await expect(cellTexts(claims!).slice(3, 6)).toEqual([
      '暂未发布',
      '暂无',
      `22.4数据来源：导入文件`,
    ]);
    await expect(cellTexts(crude!).slice(3, 6)).toEqual([
      '暂未发布',
      '-120.5数据来源：演示数据',
      '暂无',
    ]);
    // Each figure names its source: the CPI's actual and previous from FRED, its consensus online.
    await expect(within(cpi!).getAllByText('数据来源：FRED（美联储经济数据库）')).toHaveLength(2);
    await expect(within(cpi!).getByText('数据来源：Forex Factory 财经日历')).toBeVisible();
    // Stars and the impact on Bitcoin: none above zero means 无影响.
    await expect(within(cpi!).getByRole('img', { name: '3 星' })).toHaveTextContent('★★★');
    await expect(within(crude!).getByRole('img', { name: '1 星' })).toHaveTextContent('★☆☆');
    await expect(within(claims!).getByRole('img', { name: '0 星' })).toHaveTextContent('☆☆☆');
    await expect(cellTexts(cpi!)[7]).toBe('有影响');
    await expect(cellTexts(claims!)[7]).toBe('无影响');
    // The flag beside the country is decoration: the country's name is the text.
    await expect(pmi!.querySelector('img[src^="data:image/svg+xml"]')).toHaveAttribute('alt', '');
  },
};

export const WithoutSources: Story = {
  args: { sourceLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/数据来源/)).toBeNull();
    await expect(canvas.getByText('46.9')).toBeVisible();
  },
};

export const RowClickOpensHistory: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.click(within(bodyRows(canvasElement)[1]!).getByText('21:30'));
    await expect(args.onOpen).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(canvas.getByRole('button', { name: rows[3]!.indicator_name }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(rows[3]);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardOpensHistory: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: rows[0]!.indicator_name }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(rows[0]);
  },
};

export const PreviousAndNextDay: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前一天' }));
    await expect(args.onDayChange).toHaveBeenLastCalledWith('2026-11-19');
    await userEvent.click(canvas.getByRole('button', { name: '后一天' }));
    await expect(args.onDayChange).toHaveBeenLastCalledWith('2026-11-21');
  },
};

/** The table with its day held in state, as the page holds it. */
function Dated(props: EconomicCalendarTableProps) {
  const [day, setDay] = useState(props.day);
  return (
    <EconomicCalendarTable
      {...props}
      day={day}
      onDayChange={(next) => {
        setDay(next);
        props.onDayChange(next);
      }}
    />
  );
}

export const PickADate: Story = {
  args: { day: '2026-12-31' },
  render: (args) => <Dated {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('2026年12月31日 星期四')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '后一天' }));
    await expect(canvas.getByText('2027年1月1日 星期五')).toBeVisible();
    const picker = canvas.getByLabelText('选择日期');
    await expect(picker).toHaveValue('2027-01-01');
    // A date input's typing differs between browsers; a pick arrives as one change event.
    fireEvent.change(picker, { target: { value: '2024-02-29' } });
    await expect(args.onDayChange).toHaveBeenLastCalledWith('2024-02-29');
    await expect(canvas.getByText('2024年2月29日 星期四')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', progress: 30 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正在获取数据… 30%')).toHaveAttribute('role', 'status');
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByText('暂无数据')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
    // Spec 3 §8: the table stays empty, and the day can still be changed.
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: '后一天' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: '经济日历列表' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
    // Nothing to scroll sideways: each release is a card, every figure and the impact inside the box.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const box = region.getBoundingClientRect();
    for (const row of bodyRows(canvasElement)) {
      for (const cell of row.cells) {
        const edge = cell.getBoundingClientRect();
        await expect(edge.left).toBeGreaterThanOrEqual(box.left);
        await expect(edge.right).toBeLessThanOrEqual(box.right);
      }
    }
    // Each figure says which it is, as the column headers do on a wide screen.
    const cpi = bodyRows(canvasElement)[1]!;
    const label = (cell: Element) => getComputedStyle(cell, '::before').content;
    await expect(label(cpi.cells[7]!)).toBe('"对比特币影响"');
    await expect(label(cpi.cells[3]!)).toBe('"实际值"');
    await expect(within(cpi).getByText('有影响')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '前一天' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '后一天' })).toBeVisible();
    await expect(canvas.getByText('2026年11月20日 星期五')).toBeVisible();
    await expect(canvas.getByRole('button', { name: rows[0]!.indicator_name })).toBeVisible();
  },
};
