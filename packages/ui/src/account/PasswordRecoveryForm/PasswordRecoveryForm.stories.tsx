import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordRecoveryForm } from './PasswordRecoveryForm.tsx';

const meta = {
  title: 'Account/PasswordRecoveryForm',
  component: PasswordRecoveryForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(async () => messages.account.resetMailSent) },
} satisfies Meta<typeof PasswordRecoveryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '找回密码' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '账号' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveValue('');
  },
};

export const BothRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findAllByText('请输入账号和邮箱地址')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: '账号' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailMissing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), '13800000000');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findAllByText('请输入账号和邮箱地址')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MalformedEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'member@');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findByText('邮箱格式错误')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'member@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: '13800000000',
      email: 'member@example.com',
    });
    const form = canvas.getByRole('form', { name: '找回密码' });
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      messages.account.resetMailSent,
    );
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(messages.http.tooManyRequests))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'member@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请求过于频繁，请稍后再试');
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'member@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findByRole('button', { name: '发送中…' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '找回密码' }).getBoundingClientRect();
    await expect(Math.round(form.width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
