import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayMethodPicker } from './PayMethodPicker.tsx';

const meta = {
  title: 'Membership/PayMethodPicker',
  component: PayMethodPicker,
  tags: ['autodocs'],
  args: { value: 'wxpay', onChange: fn() },
} satisfies Meta<typeof PayMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WxpayByDefault: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '微信支付' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '支付宝' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '支付宝' }));
    await expect(args.onChange).toHaveBeenCalledWith('alipay');
  },
};

export const AlipayChosen: Story = {
  args: { value: 'alipay' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '支付宝' })).toBeChecked();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('wxpay');
  },
};

export const NoneChosen: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '支付宝' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '支付方式' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
