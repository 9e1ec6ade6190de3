import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminTotpStep } from './AdminTotpStep.tsx';

const meta = {
  title: 'Admin/AdminTotpStep',
  component: AdminTotpStep,
  tags: ['autodocs'],
  args: { username: 'admin', onSubmit: fn(async () => {}), onBack: fn() },
} satisfies Meta<typeof AdminTotpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = '动态码或恢复码';

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '两步验证' })).toBeVisible();
    await expect(canvas.getByText('admin')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: field })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  },
};

export const SixDigits: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: field }), ' 123456 ');
    await userEvent.click(canvas.getByRole('button', { name: '验证' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

export const RecoveryCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: field }), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(canvas.getByRole('button', { name: '验证' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('abcd-efgh-ijkl-mnop');
  },
};

export const WrongShape: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: field }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '验证' }));
    await expect(await canvas.findByText(messages.admin.totpFormat)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(messages.admin.totpWrong))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: field }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '验证' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.admin.totpWrong);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: field }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '验证' }));
    await expect(await canvas.findByRole('button', { name: '验证中…' })).toBeDisabled();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '返回，换个账号登录' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '两步验证' }).getBoundingClientRect();
    await expect(Math.round(form.width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
