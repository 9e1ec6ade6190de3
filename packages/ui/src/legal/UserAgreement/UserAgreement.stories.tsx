import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UserAgreement } from './UserAgreement.tsx';

const meta = {
  title: 'Legal/UserAgreement',
  component: UserAgreement,
  tags: ['autodocs'],
} satisfies Meta<typeof UserAgreement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '币见用户协议' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    await expect(canvas.getByRole('region', { name: '四、会员服务与付费' })).toHaveTextContent(
      '到期后不自动续费',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
