import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SubmitButton } from './SubmitButton.tsx';

/** The form's own submit handler: the button must submit it, and must not while sending. */
const onSubmitSpy = fn();

const meta = {
  title: 'Primitives/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { isSubmitting: false, busyLabel: '提交中…', children: '提交' },
  render: (args) => (
    <form
      style={{ padding: 16, maxWidth: 360 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitSpy();
      }}
    >
      <SubmitButton {...args} />
    </form>
  ),
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    onSubmitSpy.mockClear();
    const button = canvas.getByRole('button', { name: '提交' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await expect(onSubmitSpy).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    onSubmitSpy.mockClear();
    const button = canvas.getByRole('button', { name: '提交中…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(onSubmitSpy).not.toHaveBeenCalled();
  },
};

export const DisabledForAnotherReason: Story = {
  args: { isDisabled: true, children: '链接已失效' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '链接已失效' })).toBeDisabled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: '确认退款', busyLabel: '退款中…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '确认退款' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button', { name: '提交' }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
    await expect(box.height).toBeGreaterThanOrEqual(32);
  },
};
