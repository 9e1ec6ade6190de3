import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyNews } from '../private/storyNews.ts';
import { NewsCard } from './NewsCard.tsx';

const [bullish, neutral, bearish, , bearishLight] = storyNews(5);

const meta = {
  title: 'News/NewsCard',
  component: NewsCard,
  tags: ['autodocs'],
  args: { item: bullish!, onOpen: fn(), onRelated: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bullish: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: args.item.title });
    await expect(card).toHaveAttribute('data-tone', 'bullish');
    await expect(canvas.getByText('利好')).toBeVisible();
    await expect(canvas.getByText('大事件')).toBeVisible();
    await expect(canvas.getByText('加密货币')).toBeVisible();
    await expect(canvas.getByText(args.item.times)).toBeVisible();
    await expect(canvas.getByText(`${args.item.source} · ${args.item.author.name}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: args.item.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.item);
    await userEvent.click(canvas.getByRole('button', { name: '相关新闻' }));
    await expect(args.onRelated).toHaveBeenCalledWith(args.item);
  },
};

export const Bearish: Story = {
  args: { item: bearish! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-tone', 'bearish');
    await expect(canvas.getByText('利空')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '相关新闻' })).toBeNull();
  },
};

export const MildBearish: Story = {
  args: { item: bearishLight! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('轻微利空')).toBeVisible();
    await expect(canvas.queryByText('大事件')).toBeNull();
  },
};

export const Neutral: Story = {
  args: { item: neutral! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByText('中性')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    item: {
      ...bullish!,
      title: '比特币现货 ETF 单日净流入超 5 亿美元，创近一个月以来的最高纪录，机构资金持续进场',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A generated item (issue 34): 演示数据 beside its topic; a feed's item has none (the stories above). */
export const DemoItem: Story = {
  args: { item: { ...bullish!, demo: true } },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: args.item.title });
    await expect(card.querySelector('[data-demo-mark]')).toHaveTextContent('演示数据');
    await expect(canvas.getByText('演示数据')).toBeVisible();
  },
};

export const DemoItemMobile: Story = {
  args: { item: { ...bearishLight!, demo: true } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('演示数据')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
