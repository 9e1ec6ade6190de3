import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './SafeHtml.tsx';

const documentPicture = `/api/v1/filepro/document_image/${'a'.repeat(64)}.png`;

const newsBody =
  '<h3>美联储维持利率不变</h3>' +
  '<p>市场普遍预期的<strong>按兵不动</strong>落地，<em>比特币</em>短线走高。</p>' +
  '<ul><li>联邦基金利率区间不变</li><li>点阵图显示年内仍有一次降息</li></ul>' +
  '<p>原文：<a href="https://example.com/fomc">会议声明</a></p>';

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: newsBody },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A news body as the server stores it: headings, emphasis, lists and a link kept. */
export const NewsBody: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '美联储维持利率不变' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: '会议声明' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

/** A picture an admin uploaded into a document stays; one from anywhere else is dropped. */
export const Pictures: Story = {
  args: {
    html:
      `<p>站内图片：<img src="${documentPicture}" alt="近四年的 NUPL 走势"></p>` +
      '<p>站外图片：<img src="https://tracker.example.com/pixel.png" alt="站外图片"></p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '近四年的 NUPL 走势' })).toHaveAttribute(
      'src',
      documentPicture,
    );
    await expect(canvas.queryByRole('img', { name: '站外图片' })).toBeNull();
  },
};

/** What the server should never have let through is dropped here too, and nothing runs. */
export const HostileMarkup: Story = {
  args: {
    html:
      '<p>正文<script>window.__ran = true</script></p>' +
      '<p><a href="javascript:window.__ran = true">点这里</a></p>' +
      '<p onclick="window.__ran = true" style="color:red">带事件的段落</p>' +
      '<iframe src="https://example.com"></iframe>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('带事件的段落')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, [onclick], [style]')).toBeNull();
    // The link keeps its text but loses an address that is not http(s).
    await expect(canvas.getByText('点这里')).not.toHaveAttribute('href');
    await expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  },
};

/** An empty body draws nothing (a news item without one). */
export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '美联储维持利率不变' })).toBeVisible();
  },
};
