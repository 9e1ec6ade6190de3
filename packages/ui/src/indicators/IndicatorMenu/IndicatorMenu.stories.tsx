import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMenu } from '../private/storyMenu.ts';
import { IndicatorMenu } from './IndicatorMenu.tsx';

const meta = {
  title: 'Indicators/IndicatorMenu',
  component: IndicatorMenu,
  tags: ['autodocs'],
  args: { groups: storyMenu, onSelect: fn(), favorites: [{ id: 102, title: 'NUPL' }] },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof IndicatorMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (name: string) => ({ name: new RegExp(`^${name}`) });

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '指标' })).toBeVisible();
    await expect(canvas.getByRole('button', group('核心指标'))).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', group('核心指标'))).toHaveTextContent('5');
    await expect(canvas.queryByRole('button', { name: 'NUPL' })).toBeNull();
  },
};

/** Opening a group closes the one open before (one group at a time). */
export const OneGroupOpen: Story = {
  args: { initialOpenGroup: 1, selectedId: 102 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'NUPL' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', group('链上活跃度')));
    await expect(canvas.queryByRole('button', { name: 'NUPL' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '交易所净流入' }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      { id: 202, title: '交易所净流入' },
      { list: 2, unit: 2, groupId: 2 },
    );
    await userEvent.click(canvas.getByRole('button', group('链上活跃度')));
    await expect(canvas.queryByRole('button', { name: '交易所净流入' })).toBeNull();
  },
};

/** Search ignores case and the spaces around the query, and opens every group with a match. */
export const Searching: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索指标' }), '  nuPL ');
    await expect(canvas.getByRole('button', { name: 'NUPL' })).toBeVisible();
    await expect(canvas.queryByRole('button', group('链上活跃度'))).toBeNull();
    await expect(canvas.queryByRole('button', { name: '彩虹图' })).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索指标' }), '不存在的指标');
    await expect(canvas.getByText('没有找到相关指标')).toBeVisible();
  },
};

/** Visitors: the favourites toggle and collapse-all answer 此功能登录后才能使用. */
export const VisitorNeedsLogin: Story = {
  args: { initialOpenGroup: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的收藏' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('此功能登录后才能使用');
    await expect(canvas.getByRole('button', { name: '我的收藏' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: '全部收起' }));
    await expect(canvas.getByRole('button', { name: 'NUPL' })).toBeVisible();
  },
};

export const LoggedInFavoritesAndCollapse: Story = {
  args: { loggedIn: true, initialOpenGroup: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的收藏' }));
    await expect(canvas.getByRole('button', { name: '我的收藏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const favourites = canvas.getByRole('list', { name: '我的收藏' });
    await expect(within(favourites).getByRole('button', { name: 'NUPL' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '全部收起' }));
    await expect(canvas.queryByRole('list', { name: '我的收藏' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Knowledge mode: no favourites toggle, its own title. */
export const Knowledge: Story = {
  args: { favorites: undefined, title: '知识', initialOpenGroup: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '知识' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '我的收藏' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: '搜索知识' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { initialOpenGroup: 1 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '指标' }).getBoundingClientRect();
    await expect(nav.width).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: '彩虹图' })).toBeVisible();
  },
};
