import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice.tsx';

const meta = {
  title: 'Account/OfflineNotice',
  component: OfflineNotice,
  tags: ['autodocs'],
  args: { isOpen: true, onCancel: fn(), onRelogin: fn(), resetHref: '/toReset' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '下线通知' });

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await notice(canvasElement);
    await expect(
      within(dialog).getByText(
        '您的账号已在其他终端登录，当前登录已失效。如非本人操作，请尽快重新登录并修改密码。',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: '修改密码或冻结账号' })).toHaveAttribute(
      'href',
      '/toReset',
    );
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

export const Relogin: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await notice(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    await expect(args.onRelogin).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await notice(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onRelogin).not.toHaveBeenCalled();
  },
};

export const CustomResetLink: Story = {
  args: { resetHref: '/toReset?from=offline' },
  play: async ({ canvasElement }) => {
    const dialog = await notice(canvasElement);
    await expect(within(dialog).getByRole('link', { name: '修改密码或冻结账号' })).toHaveAttribute(
      'href',
      '/toReset?from=offline',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await notice(canvasElement);
    const cancel = within(dialog).getByRole('button', { name: '取消' }).getBoundingClientRect();
    const relogin = within(dialog)
      .getByRole('button', { name: '重新登录' })
      .getBoundingClientRect();
    await expect(Math.round(cancel.width)).toBe(Math.round(relogin.width));
  },
};

export const Closed: Story = { args: { isOpen: false } };
