import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { AnalysisLatestSummary } from '@coinsight/domain/api';
import { LatestAnalysis } from '../../analysis/LatestAnalysis/LatestAnalysis.tsx';
import { HomeAiReports } from './HomeAiReports.tsx';

/** The newest day in short, as the home's teaser shows it. */
const latest: AnalysisLatestSummary = {
  date: '2026-11-23',
  technical_summary:
    '比特币日线收于 $98,420，较前一日上涨 6.2%，放量突破近两周的震荡区间。NUPL 由「希望」进入「乐观」区间，链上情绪明显转暖；彩虹图价格上穿「仍然便宜」一档。',
  news_summary:
    '消息面偏多：现货 ETF 单日净流入超 5 亿美元，机构买盘持续；同时交易所热钱包异常转出引发短线担忧。',
  abnormal: ['比特币未实现净盈亏（NUPL）', '彩虹图', '比特币日收盘价'],
  bullish: 1,
  bearish: 1,
};

const meta = {
  title: 'Home/HomeAiReports',
  component: HomeAiReports,
  tags: ['autodocs'],
  args: {
    title: 'AI分析报告',
    intro: '由 AI 整理的专题报告，帮你建立稳健的交易认知。',
    href: '/toKnowledge',
    topics: [
      { name: '反诈指南', text: '识别常见骗局，守住自己的钱包。' },
      { name: '交易核心', text: '仓位、止损与纪律：长期活下来的基本功。' },
      { name: '做多与做空', text: '看懂多空机制、杠杆与爆仓风险。' },
      { name: '更多章节', text: '周期、链上数据与宏观影响，持续更新。' },
    ],
  },
} satisfies Meta<typeof HomeAiReports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The topics alone, each a card leading to the reports. */
export const Topics: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'AI分析报告' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('href', '/toKnowledge');
  },
};

/** As the home shows it: the newest daily analysis leads, between the intro and the topics. */
export const WithLatestAnalysis: Story = {
  args: {
    children: (
      <LatestAnalysis latest={latest} dayHref={(date) => `/toDailyAnalysis?date=${date}`} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(4);
  },
};

export const Mobile: Story = {
  args: WithLatestAnalysis.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'AI分析报告' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
