import type { ViewedNews } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyNews } from '../private/storyNews.ts';
import { RecentlyViewedCarousel } from './RecentlyViewedCarousel.tsx';

const viewed: ViewedNews[] = storyNews(10).map((n, i) => ({
  id: n.id,
  title: n.title,
  description: n.summary,
  date: n.date,
  status: n.type.startsWith('bullish') ? 'good' : n.type.startsWith('bearish') ? 'bad' : 'neutral',
  viewed_at: new Date(Date.UTC(2026, 10, 24, 10, 0) - i * 60_000).toISOString(),
}));

const meta = {
  title: 'News/RecentlyViewedCarousel',
  component: RecentlyViewedCarousel,
  tags: ['autodocs'],
  args: { items: viewed, onOpen: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof RecentlyViewedCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const inView = (root: HTMLElement) =>
  [...root.querySelectorAll('li:not([aria-hidden])')].map(
    (li) => li.querySelector('span + span')?.textContent,
  );

const drag = async (root: HTMLElement, dx: number, holdMs: number) => {
  const box = root.querySelector<HTMLElement>('[data-part="carousel"]')!;
  const rect = box.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const at = (type: string, clientX: number) =>
    box.dispatchEvent(
      new PointerEvent(type, { bubbles: true, pointerId: 7, clientX, clientY: y, isPrimary: true }),
    );
  at('pointerdown', x);
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  at('pointermove', x + dx / 2);
  at('pointermove', x + dx);
  at('pointerup', x + dx);
  return rect.width;
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('最近浏览加载中…')).toHaveAttribute('role', 'status');
  },
};

export const SixOfTen: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '最近浏览' })).toBeVisible();
    await expect(inView(canvasElement)).toEqual(viewed.slice(0, 6).map((v) => v.title));
    await userEvent.click(
      canvas.getAllByRole('button', { name: new RegExp(viewed[0]!.title) })[0]!,
    );
    await expect(args.onOpen).toHaveBeenCalledWith(viewed[0]!.id);
    await userEvent.click(canvas.getByRole('button', { name: '下一条' }));
    await expect(inView(canvasElement)).toEqual(viewed.slice(1, 7).map((v) => v.title));
    await userEvent.click(canvas.getByRole('button', { name: '上一条' }));
    await expect(canvas.getByRole('button', { name: '上一条' })).toBeDisabled();
  },
};

export const DragAfterAHeldPress: Story = {
  play: async ({ args, canvasElement }) => {
    const width = await drag(canvasElement, -(window.innerWidth / 4 + 40), 550);
    await expect(width).toBeGreaterThan(0);
    await waitFor(() =>
      expect(inView(canvasElement)).toEqual(viewed.slice(1, 7).map((v) => v.title)),
    );
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const QuickSwipeDoesNotDrag: Story = {
  play: async ({ canvasElement }) => {
    await drag(canvasElement, -600, 50);
    await expect(inView(canvasElement)).toEqual(viewed.slice(0, 6).map((v) => v.title));
  },
};

export const ShortDragSnapsBack: Story = {
  play: async ({ canvasElement }) => {
    await drag(canvasElement, -60, 550);
    await expect(inView(canvasElement)).toEqual(viewed.slice(0, 6).map((v) => v.title));
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无浏览记录，去看看热点新闻吧')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '下一条' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('最近浏览加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { visible: 2 },
  play: async ({ canvasElement }) => {
    await expect(inView(canvasElement)).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Generated items (issue 34) say 演示数据 after their day. */
export const DemoItems: Story = {
  args: { items: viewed.map((v, i) => (i % 2 === 0 ? { ...v, demo: true as const } : v)) },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('li')];
    await expect(cards[0]!.querySelector('[data-demo-mark]')).toHaveTextContent('演示数据');
    await expect(cards[1]!.querySelector('[data-demo-mark]')).toBeNull();
  },
};
