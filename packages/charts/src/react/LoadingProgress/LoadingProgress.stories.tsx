import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LoadingProgress } from './LoadingProgress.tsx';

const meta = {
  title: 'Charts/LoadingProgress',
  component: LoadingProgress,
  tags: ['autodocs'],
  argTypes: { target: { control: { type: 'select' }, options: [0, 10, 50, 70, 85, 100] } },
} satisfies Meta<typeof LoadingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = {
  args: { target: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Half: Story = {
  args: { target: 50 },
  play: async ({ canvas }) => {
    await waitFor(
      () => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'),
      { timeout: 2000 },
    );
  },
};

export const CappedAt99: Story = {
  args: { target: 100 },
  play: async ({ canvas }) => {
    await waitFor(
      () => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99'),
      { timeout: 2000 },
    );
    await expect(canvas.getByText('99%')).toBeVisible();
  },
};

export const WithStepText: Story = {
  args: { target: 70, label: '图表加载进度', showStep: true, startAtTarget: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '图表加载进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '70');
    await expect(bar).toHaveAttribute('aria-valuetext', '正在解析数据… 70%');
    await expect(canvas.getByText('正在解析数据…')).toBeVisible();
  },
};
