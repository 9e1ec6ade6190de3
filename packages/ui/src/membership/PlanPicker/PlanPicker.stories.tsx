import { planLabel, planOffers } from '@coinsight/domain/membership';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanPicker } from './PlanPicker.tsx';

const meta = {
  title: 'Membership/PlanPicker',
  component: PlanPicker,
  tags: ['autodocs'],
  args: { offers: planOffers(undefined, 'desktop'), value: null, onChange: fn() },
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '会员时长' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getAllByText('-50%')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: /^年度会员/ }));
    await expect(args.onChange).toHaveBeenCalledWith(365);
  },
};

export const QuarterlyChosen: Story = {
  args: { value: 90 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quarterly = canvas.getByRole('radio', { name: '季度会员' });
    await expect(quarterly).toBeChecked();
    await expect(quarterly).toHaveAccessibleDescription(/¥0\.02\s*¥299/);
    // Desktop list prices: 199, 299, 799.
    await expect(canvas.getByText('¥299')).toBeVisible();
    await expect(canvas.getByText('¥799')).toBeVisible();
    await expect(canvas.getByText('¥0.02')).toBeVisible();
  },
};

export const MobilePrices: Story = {
  args: { offers: planOffers(undefined, 'mobile'), value: 30 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('¥199')).toHaveLength(3);
    const group = canvas.getByRole('radiogroup', { name: '会员时长' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

export const ServerPrices: Story = {
  args: {
    offers: planOffers(
      [
        { days: 30, price: '9.90', label: planLabel(30) },
        { days: 90, price: '25.00', label: planLabel(90) },
        { days: 365, price: '88.00', label: planLabel(365) },
      ],
      'desktop',
    ),
    value: 30,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥9.90')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: 90, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^月度会员/ })).toBeDisabled();
    await userEvent.click(canvas.getByText('月度会员'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
