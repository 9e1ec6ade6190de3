import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyNews } from '../private/storyNews.ts';
import { NewsFlash } from './NewsFlash.tsx';

const items = storyNews(8);

const meta = {
  title: 'News/NewsFlash',
  component: NewsFlash,
  tags: ['autodocs'],
  args: { items, onOpen: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NewsFlash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('快讯加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Latest: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: '新闻快讯' })).toBeVisible();
    const list = canvas.getByRole('list', { name: '最新快讯' });
    await expect(list.querySelectorAll('li')).toHaveLength(8);
    await expect(list.querySelector('time')).toHaveTextContent(items[0]!.times);
    await expect(canvas.getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/toNews');
    await userEvent.click(canvas.getByRole('button', { name: items[1]!.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(items[1]);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无快讯')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('快讯加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '新闻快讯' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Generated items (issue 34) end with 演示数据; a feed's item does not. */
export const DemoItems: Story = {
  args: { items: items.map((n, i) => (i < 2 ? { ...n, demo: true as const } : n)) },
  play: async ({ canvas }) => {
    const rows = canvas.getByRole('list', { name: '最新快讯' }).querySelectorAll('li');
    await expect(rows[0]!.querySelector('[data-demo-mark]')).toHaveTextContent('演示数据');
    await expect(rows[2]!.querySelector('[data-demo-mark]')).toBeNull();
  },
};

export const DemoItemsMobile: Story = {
  ...DemoItems,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('演示数据')[0]).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
