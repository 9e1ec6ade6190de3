import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AiFacts } from './AiFacts.tsx';

const facts = [
  {
    key: 'series:DFEDTARU',
    title: '美联储基准利率（上限）（DFEDTARU）',
    text: '最新值 4.00%（2026-11-27）；最近一次调整在 2026-10-30，从 4.25% 下调至 4.00%；对比特币影响：中性',
    page: '/rates/fed',
  },
  {
    key: 'calendar:next:US_FED_RATE:2026-12-16T19:00:00.000Z',
    title: '下次公布：美联储利率决议（上限，%）',
    text: '美国 2026-12-17 03:00（北京时间），★★★，预期 3.75，前值 4.00',
    page: '/toFinancialDataOkx',
  },
];

const meta = {
  title: 'AI/AiFacts',
  component: AiFacts,
  tags: ['autodocs'],
  args: { facts },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AiFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByText('本回答使用的数据（2 条）');
    await expect(canvas.getByText(/最新值 4.00%/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/最新值 4.00%/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: '查看' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/rates/fed',
      '/toFinancialDataOkx',
    ]);
  },
};

export const Empty: Story = {
  args: { facts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('details')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/预期 3.75/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
