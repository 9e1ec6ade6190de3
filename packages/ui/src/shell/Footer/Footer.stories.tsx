import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '投诉建议' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await expect(canvas.getByRole('link', { name: '用户协议' })).toHaveAttribute(
      'href',
      '/agreement',
    );
    await expect(canvas.getByText('ICP备案号：待备案')).toBeVisible();
  },
};

export const CustomFiling: Story = { args: { filing: '京ICP备00000000号' } };
