import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadState } from './LoadState.tsx';

const meta = {
  title: 'Primitives/LoadState',
  component: LoadState,
  tags: ['autodocs'],
  args: {
    state: 'ready',
    loadingText: '订单加载中…',
    errorText: '订单加载失败',
    onRetry: fn(),
    children: (
      <ul aria-label="订单列表">
        <li>30 天会员 · ¥0.01</li>
      </ul>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '订单列表' })).toBeVisible();
    await expect(canvas.queryByText('订单加载中…')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单加载中…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedWithoutRetry: Story = {
  args: { state: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const Mobile: Story = {
  args: { state: 'error' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button', { name: '重试' }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
  },
};
