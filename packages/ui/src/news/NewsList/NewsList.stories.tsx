import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyNews } from '../private/storyNews.ts';
import { NewsList } from './NewsList.tsx';

const page = storyNews(10);

const meta = {
  title: 'News/NewsList',
  component: NewsList,
  tags: ['autodocs'],
  args: { items: page, total: 24, onLoadMore: fn(), onOpen: fn(), onRelated: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="scroller"]')!;

const scrollTo = (box: HTMLElement, fromBottom: number) => {
  box.scrollTop = box.scrollHeight - box.clientHeight - fromBottom;
  box.dispatchEvent(new Event('scroll'));
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('新闻加载中…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('region', { name: '新闻列表' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: page[2]!.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(page[2]);
  },
};

export const ScrollNearTheBottom: Story = {
  play: async ({ args, canvasElement }) => {
    const box = scroller(canvasElement);
    await waitFor(() => expect(box.scrollHeight).toBeGreaterThan(box.clientHeight));
    scrollTo(box, 21);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scrollTo(box, 20);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('加载中…')).toBeVisible();
    scrollTo(scroller(canvasElement), 0);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const NoMoreForHalfASecond: Story = {
  args: { total: 10 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: '加载更多' })).toBeNull();
    scrollTo(scroller(canvasElement), 0);
    await expect(await canvas.findByText(messages.news.noMoreContent)).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByText(messages.news.noMoreContent)).toBeNull(), {
      timeout: 1500,
    });
  },
};

/** Not a VIP: reaching the bottom does nothing by itself, 加载更多 asks (the page opens the overlay). */
export const LoadMoreButtonOnly: Story = {
  args: { autoLoad: false },
  play: async ({ args, canvas, canvasElement }) => {
    scrollTo(scroller(canvasElement), 0);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当日暂无新闻')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('新闻加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
