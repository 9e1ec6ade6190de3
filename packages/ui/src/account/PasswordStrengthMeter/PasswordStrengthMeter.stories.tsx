import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

const meta = {
  title: 'Account/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { password: '' },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: '密码强度' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(meter).toHaveAttribute('aria-valuetext', '未填写');
  },
};

export const VeryWeak: Story = {
  args: { password: 'password' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: '密码强度' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter).toHaveAttribute('data-tone', 'weak');
    await expect(canvas.getByText('很弱')).toBeVisible();
  },
};

export const Weak: Story = {
  args: { password: 'abcdefgh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '弱');
  },
};

/** Score 3: the first score strong enough to register with. */
export const JustStrongEnough: Story = {
  args: { password: 'abcdefgh1' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await expect(meter).toHaveAttribute('aria-valuetext', '中等');
    await expect(meter).toHaveAttribute('data-tone', 'strong');
  },
};

export const Strong: Story = {
  args: { password: 'Abcdefg1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '强');
  },
};

export const VeryStrong: Story = {
  args: { password: 'Bijian#2026' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '5');
    await expect(meter).toHaveAttribute('aria-valuetext', '很强');
  },
};
