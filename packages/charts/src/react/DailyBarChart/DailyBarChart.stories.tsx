import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DailyBarChart } from './DailyBarChart.tsx';

const dates = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const revenueDays = dates.map((date, i) => ({
  date,
  values: { month: (i % 4) * 30, quarter: i % 3 === 0 ? 80 : 0, year: i % 7 === 0 ? 298 : 0 },
}));
const plans = [
  { key: 'month', label: '月度会员' },
  { key: 'quarter', label: '季度会员' },
  { key: 'year', label: '年度会员' },
];
const yuan = (value: number) => `¥${value.toFixed(0)}`;

const meta = {
  title: 'Charts/DailyBarChart',
  component: DailyBarChart,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: '每日收入（按套餐）',
    days: revenueDays,
    series: plans,
    formatValue: yuan,
  },
} satisfies Meta<typeof DailyBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RevenueByPlan: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('img', { name: '每日收入（按套餐）图表' });
    const legend = within(canvas.getByRole('list', { name: '每日收入（按套餐）图例' }));
    await expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '月度会员',
      '季度会员',
      '年度会员',
    ]);
    // 2026-11-01: month 0, quarter 80, year 298 — two parts, the year on top.
    const first = [...plot.querySelectorAll('rect[data-date="2026-11-01"]')];
    await expect(first.map((r) => r.getAttribute('data-series'))).toEqual(['quarter', 'year']);
    await expect(first[1]?.textContent).toBe('2026-11-01 年度会员：¥298');
    const total = revenueDays.reduce(
      (sum, d) => sum + d.values.month + d.values.quarter + d.values.year,
      0,
    );
    await expect(canvasElement).toHaveTextContent(`合计 ¥${total}`);
  },
};

export const Registrations: Story = {
  args: {
    title: '每日新注册',
    series: [{ key: 'registrations', label: '新注册' }],
    days: dates.map((date, i) => ({ date, values: { registrations: (i * 7) % 11 } })),
    formatValue: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    const plot = canvas.getByRole('img', { name: '每日新注册图表' });
    // (i * 7) % 11 is 0 on days 1, 12 and 23: those draw nothing.
    await expect(plot.querySelectorAll('rect')).toHaveLength(27);
  },
};

export const Empty: Story = {
  args: { days: dates.map((date) => ({ date, values: {} })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('所选时间段内没有数据')).toBeVisible();
    await expect(canvas.getByText('合计 ¥0')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('img', { name: '每日收入（按套餐）图表' });
    await expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // Thirty day labels do not fit a phone: fewer are drawn, none overlapping.
    await expect(plot.querySelectorAll('text').length).toBeLessThan(30 + 10);
  },
};
