import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ListScreen } from './ListScreen.tsx';

const meta = {
  title: 'Primitives/ListScreen',
  component: ListScreen,
  tags: ['autodocs'],
  args: {
    title: '退款申请',
    children: (
      <ul>
        <li>2026-11-20 · 30 天会员 · 待处理</li>
        <li>2026-11-18 · 90 天会员 · 已退款</li>
      </ul>
    ),
  },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTheDashboard: Story = {
  play: async ({ canvas }) => {
    const screen = canvas.getByRole('region', { name: '退款申请' });
    await expect(canvas.getByRole('heading', { level: 2, name: '退款申请' })).toBeVisible();
    await expect(screen.querySelectorAll('li')).toHaveLength(2);
  },
};

export const PageOfItsOwn: Story = {
  args: { title: '我的订单', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  },
};

export const WithToolbar: Story = {
  args: {
    toolbar: (
      <label>
        状态
        <select defaultValue="all">
          <option value="all">全部</option>
          <option value="pending">待处理</option>
        </select>
      </label>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveValue('all');
  },
};

export const Empty: Story = {
  args: { children: <p>暂无退款申请</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无退款申请')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: '退款申请' }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
  },
};
