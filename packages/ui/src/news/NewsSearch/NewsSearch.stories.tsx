import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyNews } from '../private/storyNews.ts';
import { NewsSearch } from './NewsSearch.tsx';

const hits = storyNews(12).filter((n) => n.title.includes('比特币'));

const meta = {
  title: 'News/NewsSearch',
  component: NewsSearch,
  tags: ['autodocs'],
  args: { results: [], onSearch: fn(), onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NewsSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索新闻' });
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, ' 比特币 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('比特币');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Searching: Story = {
  args: { status: 'loading', searched: '比特币' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('搜索中…')).toHaveAttribute('role', 'status');
  },
};

export const Results: Story = {
  args: { status: 'ready', results: hits, searched: '比特币' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(`找到 ${hits.length} 条与“比特币”相关的新闻`)).toBeVisible();
    const list = canvas.getByRole('list', { name: '搜索结果' });
    await expect(list.querySelectorAll('li')).toHaveLength(hits.length);
    await expect(list.querySelector('mark')).toHaveTextContent('比特币');
    await userEvent.click(canvas.getByRole('button', { name: hits[0]!.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(hits[0]!.id);
  },
};

export const NothingFound: Story = {
  args: { status: 'ready', results: [], searched: '狗狗币' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到与“狗狗币”相关的新闻')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', searched: '比特币' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('搜索失败，请稍后重试');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { status: 'ready', results: hits, searched: '比特币' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '搜索' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A generated hit (issue 34) says 演示数据 after its time. */
export const DemoHits: Story = {
  args: {
    status: 'ready',
    results: hits.map((h, i) => (i === 0 ? { ...h, demo: true as const } : h)),
    searched: '比特币',
  },
  play: async ({ canvas }) => {
    const rows = canvas.getByRole('list', { name: '搜索结果' }).querySelectorAll('li');
    await expect(rows[0]!.querySelector('[data-demo-mark]')).toHaveTextContent('演示数据');
    await expect(rows[1]?.querySelector('[data-demo-mark]') ?? null).toBeNull();
  },
};
