import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminLoginForm } from './AdminLoginForm.tsx';

const meta = {
  title: 'Account/AdminLoginForm',
  component: AdminLoginForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '管理员登录' })).toBeVisible();
  },
};

export const BothRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请填写账号和密码')).toBeVisible();
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BlankAccount: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), '   ');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请填写账号和密码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), ' admin ');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'admin',
      password: 'secret-pass',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WrongPassword: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(messages.admin.loginFailed))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), 'admin');
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

/** A rejection without a message still tells the admin what went wrong. */
export const FailureWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), 'admin');
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), 'admin');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('button', { name: '登录中…' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '管理员登录' }).getBoundingClientRect();
    await expect(Math.round(form.width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
