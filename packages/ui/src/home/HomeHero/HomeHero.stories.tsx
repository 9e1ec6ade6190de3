import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeHero } from './HomeHero.tsx';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
  tags: ['autodocs'],
  args: {
    title: '币见 · 看懂比特币的每一轮周期',
    pitch: '链上指标、热点新闻、AI 分析报告与宏观金融数据，为比特币投资者汇聚在一处。',
    action: { label: '开通会员', href: '/toVip' },
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: '币见 · 看懂比特币的每一轮周期',
    });
    await expect(heading).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: '币见 · 看懂比特币的每一轮周期' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开通会员' })).toHaveAttribute('href', '/toVip');
  },
};

/** Quieter links beside the call to action, to where a newcomer looks next. */
export const WithLinks: Story = {
  args: {
    links: [
      { label: 'AI 助手', href: '/toAI' },
      { label: '我的收藏', href: '/toDesk' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'AI 助手' })).toHaveAttribute('href', '/toAI');
  },
};

export const Mobile: Story = {
  args: WithLinks.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
