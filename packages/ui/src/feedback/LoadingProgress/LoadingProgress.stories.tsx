import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LoadingProgress } from './LoadingProgress.tsx';

const meta = {
  title: 'Feedback/LoadingProgress',
  component: LoadingProgress,
  tags: ['autodocs'],
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
