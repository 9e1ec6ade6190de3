import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsDetail, newsDetailStatuses } from './NewsDetail.tsx';

const aiDisclaimer = messages.news.aiReadingDisclaimer;

const detail = {
  title: '比特币现货 ETF 单日净流入超 5 亿美元',
  source: '币见快讯',
  // 02:30 UTC is 10:30 in Beijing.
  time: '2026-11-24T02:30:00.000Z',
  htmlcontent:
    '<p>据统计，美国多只比特币现货 ETF 昨日合计净流入逾 <strong>5 亿美元</strong>，创近一个月新高。</p>' +
    '<ul><li>贝莱德 IBIT 净流入 3.1 亿美元</li><li>富达 FBTC 净流入 1.2 亿美元</li></ul>' +
    '<p>详情见 <a href="https://example.com/etf">原文</a>。</p>',
};

const reading =
  '资金持续流入现货 ETF，说明机构配置需求仍在，短期对价格形成支撑。\n\n但需留意宏观数据公布前后的波动，单日流入不代表趋势反转。';

const meta = {
  title: 'News/NewsDetail',
  component: NewsDetail,
  tags: ['autodocs'],
  args: { detail, aiReading: reading, onRetry: fn(), onBuy: fn(), onLogin: fn(), onBack: fn() },
  argTypes: { status: { control: 'select', options: newsDetailStatuses } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NewsDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', detail: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('新闻加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
    await expect(canvas.getByText('来源：币见快讯')).toBeVisible();
    await expect(canvas.getByText('2026-11-24 10:30（北京时间）')).toBeVisible();
    await expect(canvas.getByText('贝莱德 IBIT 净流入 3.1 亿美元')).toBeVisible();
    const link = canvas.getByRole('link', { name: '原文' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const ai = canvas.getByRole('region', { name: 'AI 解读' });
    await expect(ai).toHaveTextContent('资金持续流入现货 ETF');
    await expect(ai).toHaveTextContent(aiDisclaimer);
    await userEvent.click(canvas.getByRole('button', { name: '‹ 返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Whatever slipped past the server never runs here: DOMPurify cleans the body again. */
export const SeveralSources: Story = {
  args: {
    detail: {
      ...detail,
      sources: [
        { name: '币见快讯', link: null },
        { name: 'CoinDesk', link: 'https://www.coindesk.com/markets/etf-inflows' },
        { name: 'javascript 来源', link: 'javascript:alert(1)' },
      ],
    },
  },
  play: async ({ canvas }) => {
    // The same story told by three feeds is one item naming each of them.
    await expect(canvas.getByText(/3 家报道/)).toBeVisible();
    const linked = canvas.getByRole('link', { name: 'CoinDesk' });
    await expect(linked).toHaveAttribute('href', 'https://www.coindesk.com/markets/etf-inflows');
    await expect(linked).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // A source without a web address is named, never linked.
    await expect(canvas.queryByRole('link', { name: 'javascript 来源' })).toBeNull();
    await expect(canvas.getByText(/javascript 来源/)).toBeVisible();
  },
};

export const HostileBody: Story = {
  args: {
    detail: {
      ...detail,
      htmlcontent:
        '<p>正文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<a href="javascript:window.__xss=3">点我</a><svg><animate onbegin="window.__xss=4"/></svg>' +
        '<p onclick="window.__xss=5" style="position:fixed">样式</p><iframe src="https://example.com"></iframe>',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正文')).toBeVisible();
    const body = canvasElement.querySelector('article')!;
    await expect(
      body.querySelector('script, img, svg, iframe, [onclick], [onerror], [style]'),
    ).toBeNull();
    await expect(canvas.getByText('点我')).not.toHaveAttribute('href');
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
};

export const NoReadingYet: Story = {
  args: { aiReading: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.news.aiReadingUnavailable)).toBeVisible();
    await expect(canvas.getByText(aiDisclaimer)).toBeVisible();
  },
};

export const RefusedWithoutVip: Story = {
  args: { status: 'refused', detail: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(messages.news.detailNeedsVip)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '购买会员' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** Issue 37: a visitor is asked to log in, not to buy a membership they cannot buy yet. */
export const VisitorAskedToLogIn: Story = {
  args: { status: 'loginRequired', detail: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: '需要登录' })).toHaveTextContent(
      messages.news.detailNeedsLogin,
    );
    await expect(canvas.queryByRole('button', { name: '购买会员' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '登录/注册' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { status: 'error', detail: null, errorText: messages.news.newsNotFound },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('新闻不存在');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A generated item (issue 34): 演示数据 after its time. */
export const DemoItem: Story = {
  args: { detail: { ...detail, demo: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2026-11-24 10:30（北京时间）')).toBeVisible();
    await expect(canvas.getByText('演示数据')).toBeVisible();
  },
};

export const RealItemUnmarked: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-demo-mark]')).toBeNull();
  },
};
