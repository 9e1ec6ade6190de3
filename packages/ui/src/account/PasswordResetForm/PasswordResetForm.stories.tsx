import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordResetForm } from './PasswordResetForm.tsx';

const meta = {
  title: 'Account/PasswordResetForm',
  component: PasswordResetForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(async () => messages.account.passwordResetDone) },
} satisfies Meta<typeof PasswordResetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const strong = 'Bijian#2026';

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '重置密码' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: '密码强度' })).toHaveAttribute(
      'aria-valuetext',
      '未填写',
    );
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), strong);
    await userEvent.type(canvas.getByLabelText('确认密码'), `${strong}x`);
    await userEvent.click(canvas.getByRole('button', { name: '确认重置' }));
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Weak: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), '123456');
    await userEvent.type(canvas.getByLabelText('确认密码'), '123456');
    await expect(canvas.getByRole('meter', { name: '密码强度' })).toHaveAttribute(
      'aria-valuetext',
      '很弱',
    );
    await userEvent.click(canvas.getByRole('button', { name: '确认重置' }));
    await expect(await canvas.findByText('密码过于简单!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), strong);
    await userEvent.type(canvas.getByLabelText('确认密码'), strong);
    await userEvent.click(canvas.getByRole('button', { name: '确认重置' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(strong);
    const form = canvas.getByRole('form', { name: '重置密码' });
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      '密码已重置，请使用新密码登录',
    );
    await expect(canvas.getByRole('button', { name: '确认重置' })).toBeDisabled();
  },
};

export const LinkExpired: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(messages.account.resetLinkInvalid))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), strong);
    await userEvent.type(canvas.getByLabelText('确认密码'), strong);
    await userEvent.click(canvas.getByRole('button', { name: '确认重置' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('重置链接无效或已过期');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), strong);
    await userEvent.type(canvas.getByLabelText('确认密码'), strong);
    await userEvent.click(canvas.getByRole('button', { name: '确认重置' }));
    await expect(await canvas.findByRole('button', { name: '提交中…' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '重置密码' }).getBoundingClientRect();
    await expect(Math.round(form.width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
