import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '确定', onPress: fn() },
  argTypes: { variant: { control: 'select', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: '取消' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '更多' } };
export const Danger: Story = { args: { variant: 'danger', children: '删除' } };
export const Disabled: Story = { args: { isDisabled: true } };
