import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DocumentPreview, documentPreviewStatuses } from './DocumentPreview.tsx';

const picture = `/api/v1/filepro/document_image/${'0'.repeat(64)}.png`;

const meta = {
  title: 'Documents/DocumentPreview',
  component: DocumentPreview,
  tags: ['autodocs'],
  args: {
    kind: 'news',
    title: '币见周报：比特币现货 ETF 连续五日净流入',
    time: '2026-11-24T02:30:00.000Z',
    html:
      '<p>本周比特币现货 ETF 合计净流入 <strong>21.4 亿美元</strong>。</p>' +
      `<p><img src="${picture}" alt="净流入走势"></p><p><a href="https://example.com">原文</a></p>`,
    onBack: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'select', options: documentPreviewStatuses } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '净流入走势' })).toHaveAttribute('src', picture);
    await expect(canvas.getByRole('link', { name: '原文' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: '‹ 返回编辑' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Knowledge: Story = {
  args: {
    kind: 'knowledge',
    title: '资金费率怎么看',
    lead: '资金费率是合约市场情绪的温度计。',
    html: '<h2>定义</h2><p>资金费率长期为正，<b>说明做多的人更多</b>。</p><ul><li>多空比</li></ul>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('资金费率是合约市场情绪的温度计。')).toBeVisible();
    const texts = [...canvasElement.querySelectorAll('article p')].map((p) => p.textContent);
    await expect(texts).toEqual([
      '资金费率是合约市场情绪的温度计。',
      '定义',
      '资金费率长期为正，说明做多的人更多。',
      '多空比',
    ]);
    await expect(canvasElement.querySelector('article b, article h2')).toBeNull();
    await expect(canvas.getByText('会员看到的知识文章（正文按段落显示文字）')).toBeVisible();
  },
};

/** A body that slipped past the server still runs nothing, and foreign pictures are dropped. */
export const HostileBody: Story = {
  args: {
    html:
      '<p>正文</p><img src=x onerror="window.__docXss=1"><img src="https://evil.example/a.png">' +
      '<script>window.__docXss=2</script><a href="javascript:window.__docXss=3">点我</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正文')).toBeVisible();
    await expect(canvasElement.querySelector('article img, article script')).toBeNull();
    await expect(canvas.getByText('点我')).not.toHaveAttribute('href');
    await expect((window as { __docXss?: unknown }).__docXss).toBeUndefined();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('预览生成中…')).toHaveAttribute('role', 'status');
  },
};

export const Failed: Story = {
  args: { status: 'error', errorText: '请填写正文' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写正文');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '净流入走势' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
