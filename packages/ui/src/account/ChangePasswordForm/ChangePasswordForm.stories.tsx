import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(async () => messages.account.passwordChanged),
    currentEmail: 'member@example.com',
    onSaveEmail: fn(async () => messages.account.emailSaved),
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const oldPassword = 'Coinsight#2025';
const strong = 'Bijian#2026';

const passwordForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: '修改密码' }));
const emailForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: '找回邮箱' }));

async function fill(canvasElement: HTMLElement, old: string, next: string, confirm: string) {
  const form = passwordForm(canvasElement);
  await userEvent.type(form.getByLabelText('原密码'), old);
  await userEvent.type(form.getByLabelText('新密码'), next);
  await userEvent.type(form.getByLabelText('确认新密码'), confirm);
  await userEvent.click(form.getByRole('button', { name: '修改密码' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(passwordForm(canvasElement).getByLabelText('原密码')).toHaveValue('');
    await expect(emailForm(canvasElement).getByText('member@example.com')).toBeVisible();
  },
};

export const Changed: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, oldPassword, strong, strong);
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword, newPassword: strong });
    const form = passwordForm(canvasElement);
    await expect(await form.findByRole('status')).toHaveTextContent(
      '密码已修改，其他设备上的登录已退出',
    );
    await expect(form.getByLabelText('原密码')).toHaveValue('');
  },
};

export const OldPasswordWrong: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(messages.account.oldPasswordWrong))) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'not-my-password', strong, strong);
    await expect(await passwordForm(canvasElement).findByRole('alert')).toHaveTextContent(
      '原密码错误',
    );
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, oldPassword, strong, 'Bijian#2027');
    await expect(
      await passwordForm(canvasElement).findByText('两次输入的密码不一致'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WeakNewPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, oldPassword, 'qwerty', 'qwerty');
    await expect(await passwordForm(canvasElement).findByText('密码过于简单!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SameAsOld: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, strong, strong, strong);
    await expect(
      await passwordForm(canvasElement).findByText('新密码不能与原密码相同'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, oldPassword, strong, strong);
    await expect(
      await passwordForm(canvasElement).findByRole('button', { name: '提交中…' }),
    ).toBeDisabled();
  },
};

export const NoRecoveryEmail: Story = {
  args: { currentEmail: null },
  play: async ({ args, canvasElement }) => {
    const form = emailForm(canvasElement);
    await expect(form.getByText('尚未设置找回邮箱')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: '邮箱' }), 'member@example.com');
    await userEvent.click(form.getByRole('button', { name: '保存邮箱' }));
    await expect(args.onSaveEmail).toHaveBeenCalledWith('member@example.com');
    await expect(await form.findByRole('status')).toHaveTextContent('找回邮箱已保存');
  },
};

export const EmailInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const form = emailForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: '新邮箱' }), 'not-an-address');
    await userEvent.click(form.getByRole('button', { name: '保存邮箱' }));
    await expect(await form.findByText('邮箱格式错误')).toBeVisible();
    await expect(args.onSaveEmail).not.toHaveBeenCalled();
  },
};

export const EmailRefused: Story = {
  args: { onSaveEmail: fn(async () => Promise.reject(new Error(messages.http.serverError))) },
  play: async ({ canvasElement }) => {
    const form = emailForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: '新邮箱' }), 'new@example.com');
    await userEvent.click(form.getByRole('button', { name: '保存邮箱' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('服务器内部错误，请稍后再试');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const name of ['修改密码', '找回邮箱']) {
      const form = within(canvasElement).getByRole('form', { name }).getBoundingClientRect();
      await expect(Math.round(form.width)).toBe(width);
    }
  },
};
