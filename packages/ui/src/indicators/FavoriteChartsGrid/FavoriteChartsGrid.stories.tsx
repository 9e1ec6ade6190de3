import type { FavoriteItem } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyThumbnail } from '../private/storyThumbnail.ts';
import { FavoriteChartsGrid } from './FavoriteChartsGrid.tsx';

const favourites: FavoriteItem[] = [
  {
    item_id: 102,
    list_index: 1,
    unit_index: 2,
    groupId: 1,
    targetId: 102,
    title: 'NUPL',
    imgSrc: storyThumbnail,
    isFavorite: true,
  },
  {
    item_id: 202,
    list_index: 2,
    unit_index: 2,
    groupId: 2,
    targetId: 202,
    title: '交易所净流入',
    imgSrc: '',
    isFavorite: true,
  },
];

const meta = {
  title: 'Indicators/FavoriteChartsGrid',
  component: FavoriteChartsGrid,
  tags: ['autodocs'],
  args: { items: favourites },
} satisfies Meta<typeof FavoriteChartsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFavorites: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: '我的收藏图表' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'NUPL' })).toHaveAttribute(
      'href',
      '/toTarget?list=1&unit=2',
    );
    await expect(canvas.getByRole('link', { name: '交易所净流入' })).toHaveTextContent(
      '暂无预览图',
    );
  },
};

/** No favourites: the empty notice and 去收藏 to /toTarget. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无收藏的图表')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去收藏' })).toHaveAttribute('href', '/toTarget');
  },
};

export const Loading: Story = {
  args: { items: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载收藏…')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};
