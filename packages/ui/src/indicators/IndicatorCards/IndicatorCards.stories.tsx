import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IndicatorCards } from './IndicatorCards.tsx';

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
