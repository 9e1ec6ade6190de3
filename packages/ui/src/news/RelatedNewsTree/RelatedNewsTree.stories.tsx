import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RelatedNewsTree } from './RelatedNewsTree.tsx';

const nodes = [
  {
    id: 11,
    title: '美国 SEC 推迟对多只以太坊现货 ETF 的决定',
    date: '2026-11-18',
    times: '09:15',
    type: 'bearish-1' as const,
    summary: 'SEC 将决定期限延长 45 天，市场短线承压。',
  },
  {
    id: 12,
    title: '比特币现货 ETF 单日净流入超 5 亿美元',
    date: '2026-11-22',
    times: '10:30',
    type: 'bullish' as const,
    summary: '多只比特币现货 ETF 合计净流入逾 5 亿美元。',
  },
  {
    id: 13,
    title: '贝莱德增持比特币现货 ETF 份额',
    date: '2026-11-24',
    times: '08:05',
    type: 'bullish-1' as const,
    summary: '贝莱德旗下 IBIT 持仓量再创新高。',
  },
];

const meta = {
  title: 'News/RelatedNewsTree',
  component: RelatedNewsTree,
  tags: ['autodocs'],
  args: { nodes, currentId: 12, onOpen: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof RelatedNewsTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', nodes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('相关新闻加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Branch: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('比特币现货 ETF 单日净流入超 5 亿美元（本文）')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('2026-11-18 09:15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: nodes[2]!.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(13);
  },
};

export const NoRelated: Story = {
  args: { nodes: [], emptyText: messages.news.noRelated },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该新闻暂无相关内容')).toBeVisible();
  },
};

export const EmptyAnswer: Story = {
  args: { nodes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('相关新闻数据为空')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', nodes: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('获取相关新闻失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '相关新闻' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Generated items (issue 34) carry 演示数据 beside their lean; a feed's item beside them does not. */
export const DemoItems: Story = {
  args: { nodes: nodes.map((n) => (n.id === 13 ? n : { ...n, demo: true as const })) },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]!.querySelector('[data-demo-mark]')).toHaveTextContent('演示数据');
    await expect(items[1]!.querySelector('[data-demo-mark]')).not.toBeNull();
    await expect(items[2]!.querySelector('[data-demo-mark]')).toBeNull();
  },
};
