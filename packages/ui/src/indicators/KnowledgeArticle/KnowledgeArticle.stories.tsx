import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { KnowledgeItem } from '@coinsight/domain/api';
import { KnowledgeArticle } from './KnowledgeArticle.tsx';

const picture = `/api/v1/filepro/document_image/${'0'.repeat(64)}.png`;

const plain: KnowledgeItem = {
  id: 101,
  title: '识别常见骗局',
  detail: ['杀猪盘', '虚假平台'],
  header_klg: '承诺稳赚不赔、催你尽快转账的，几乎都是骗局。',
  content:
    '加密货币转账一旦确认便无法撤回。\n\n遇到承诺固定高收益、催促尽快转账的情况，应立即停止。',
};

const withPicture: KnowledgeItem = {
  ...plain,
  id: 201,
  title: '看懂 NUPL',
  header_klg: 'NUPL 衡量全网持币者的未实现盈亏。',
  content: 'NUPL 高于 0.75 时市场处于狂热区。\n\n下图为近四年的 NUPL 走势。',
  html:
    '<p>NUPL 高于 0.75 时市场处于<strong>狂热区</strong>。</p>' +
    `<p><img src="${picture}" alt="近四年的 NUPL 走势"></p>` +
    '<p>下图为近四年的 NUPL 走势。</p>',
};

const meta = {
  title: 'Indicators/KnowledgeArticle',
  component: KnowledgeArticle,
  tags: ['autodocs'],
  args: { item: withPicture },
} satisfies Meta<typeof KnowledgeArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: '看懂 NUPL' });
    await expect(article).toHaveTextContent('NUPL 衡量全网持币者的未实现盈亏。');
    await expect(canvas.getByRole('img', { name: '近四年的 NUPL 走势' })).toHaveAttribute(
      'src',
      picture,
    );
    await expect(canvas.getByText('狂热区').tagName).toBe('STRONG');
  },
};

export const PlainParagraphs: Story = {
  args: { item: plain },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: '识别常见骗局' });
    await expect(article.querySelectorAll('p')).toHaveLength(3);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** What the server let through is cleaned again: scripts, handlers and outside pictures go. */
export const HostileBody: Story = {
  args: {
    item: {
      ...withPicture,
      html:
        '<p onclick="alert(1)">正文<script>alert(2)</script></p>' +
        '<img src="https://evil.example/track.png" alt="外部图片">' +
        `<img src="${picture}" alt="站内图片" onerror="alert(3)">` +
        '<a href="javascript:alert(4)">链接</a>',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正文')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick], [onerror]')).toBeNull();
    await expect(canvas.queryByRole('img', { name: '外部图片' })).toBeNull();
    await expect(canvas.getByRole('img', { name: '站内图片' })).toBeVisible();
    await expect(canvas.getByText('链接')).not.toHaveAttribute('href');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const img = canvas.getByRole('img', { name: '近四年的 NUPL 走势' });
    await waitFor(() => expect(img.getBoundingClientRect().width).toBeGreaterThan(0));
    await expect(img.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};
