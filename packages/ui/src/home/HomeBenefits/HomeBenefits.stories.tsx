import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeBenefits } from './HomeBenefits.tsx';

const meta = {
  title: 'Home/HomeBenefits',
  component: HomeBenefits,
  tags: ['autodocs'],
  args: {
    title: '会员权益',
    items: [
      {
        name: '全部指标解锁',
        text: '存量流量模型、NUPL 情绪、巨鲸指标、彩虹周期图全部开放，附完整解读。',
      },
      { name: '个人收藏台', text: '收藏常看的图表，打开即看，不必逐页查找。' },
      { name: '会员专属群聊', text: '加入会员群，与其他投资者交流行情观点。' },
      {
        name: '邀请奖励',
        text: '新用户填写邀请码注册即得 7 天会员；邀请人每邀请一位新用户得 3 天，被邀请人每次充值再得 7 天。',
      },
    ],
  },
} satisfies Meta<typeof HomeBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: '会员权益' });
    await expect(section).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '会员权益' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
