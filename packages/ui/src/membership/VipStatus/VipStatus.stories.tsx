import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VipStatus } from './VipStatus.tsx';

const meta = {
  title: 'Membership/VipStatus',
  component: VipStatus,
  tags: ['autodocs'],
  args: { leftdays: 87, expiry: '2027-02-17T08:00:00.000Z', groupHref: '/?chat=members' },
} satisfies Meta<typeof VipStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('87 天')).toBeVisible();
    // 08:00 UTC is 16:00 in Beijing.
    await expect(canvas.getByText('2027-02-17 16:00（北京时间）')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '加入会员群' })).toHaveAttribute(
      'href',
      '/?chat=members',
    );
  },
};

export const LastDay: Story = {
  args: { leftdays: 0, expiry: '2026-11-23T15:59:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 天')).toBeVisible();
    await expect(canvas.getByText('2026-11-23 23:59（北京时间）')).toBeVisible();
  },
};

export const NoExpiry: Story = {
  args: { expiry: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: /您已是尊贵会员/ });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
