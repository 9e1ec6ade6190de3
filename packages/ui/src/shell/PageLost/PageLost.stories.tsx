import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageLost } from './PageLost.tsx';

const meta = {
  title: 'Shell/PageLost',
  component: PageLost,
  tags: ['autodocs'],
  args: { onBackHome: fn() },
} satisfies Meta<typeof PageLost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('页面走丢了')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onBackHome).toHaveBeenCalledTimes(1);
  },
};
