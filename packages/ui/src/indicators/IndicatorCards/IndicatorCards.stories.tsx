import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { IndicatorReading } from '@coinsight/domain/api';
import { IndicatorCards } from './IndicatorCards.tsx';

const readings: IndicatorReading[] = [
  { key: 'stock_to_flow', value: '0.85×', zone: { name: '低于模型', color: '#43a047' } },
  { key: 'nupl', value: '0.52', zone: { name: '信念/否认', color: '#388e3c' } },
  { key: 'whale', value: '2.41', zone: { name: '持币观望', color: '#fbc02d' } },
  { key: 'rainbow', value: '持有！', zone: { name: '持有！', color: '#c0ca33' } },
];

const meta = {
  title: 'Indicators/IndicatorCards',
  component: IndicatorCards,
  tags: ['autodocs'],
} satisfies Meta<typeof IndicatorCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeCards: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '核心指标' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    for (const [unit, name] of ['存量流量模型', 'NUPL', '巨鲸指标', '彩虹图'].entries()) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/toTarget?list=1&unit=${unit + 1}`,
      );
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};

export const TodayValues: Story = {
  args: { readings, date: '2026-11-23' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: '核心指标' })).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('0.52信念/否认');
    await expect(items[2]).toHaveTextContent('2.41持币观望');
    await expect(items[3]).toHaveTextContent('持有！');
    await expect(canvas.getByText('数据日期：2026-11-23（UTC 日收盘）')).toBeVisible();
  },
};

export const ValuesLoading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('加载中…')).toHaveLength(4);
    await expect(canvas.getByText('数据日期：加载中…')).toBeVisible();
  },
};

export const ValuesMobile: Story = {
  args: { readings, date: '2026-11-23' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Readings from the generated history (issue 34): 演示数据 after the date. */
export const DemoValues: Story = {
  args: { readings, date: '2026-11-23', demo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/数据日期：2026-11-23/)).toHaveTextContent('演示数据');
  },
};

export const DemoValuesMobile: Story = {
  ...DemoValues,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('演示数据')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
