import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@coinsight/domain/messages';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemberActionDialog } from './MemberActionDialog.tsx';

const m = messages.admin;

/** The dialog sits in a portal: it is found in the page's body, not in the story's canvas. */
const dialogIn = (canvasElement: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') =>
  within(within(canvasElement.ownerDocument.body).getByRole(role));

const meta = {
  title: 'Admin/MemberActionDialog',
  component: MemberActionDialog,
  tags: ['autodocs'],
  args: {
    action: 'adjust',
    phone: '13800138000',
    onConfirm: fn(async () => '已调整会员天数'),
    onClose: fn(),
  },
} satisfies Meta<typeof MemberActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened to adjust the days: both fields empty, the explanation shown. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: '调整会员天数：13800138000' })).toBeVisible();
    const dialog = dialogIn(canvasElement);
    await expect(dialog.getByRole('textbox', { name: '调整天数' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: '操作原因' })).toHaveValue('');
    await expect(dialog.getByText(/正数为增加天数/)).toBeVisible();
  },
};

/** Days and a reason filled in: confirmed, then closed with the server's confirmation. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: '调整天数' }), '-7');
    await userEvent.type(dialog.getByRole('textbox', { name: '操作原因' }), '重复赠送，扣回');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('adjust', {
      days: -7,
      reason: '重复赠送，扣回',
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('已调整会员天数'));
  },
};

/** Days out of range and no reason: both refused in Chinese, nothing sent. */
export const InvalidInput: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: '调整天数' }), '5000');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByText(m.adjustDaysInvalid)).toBeVisible();
    await expect(dialog.getByText(m.reasonRequired)).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: '调整天数' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '调整天数' }), '0');
    await userEvent.type(dialog.getByRole('textbox', { name: '操作原因' }), '测');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByText(m.adjustDaysInvalid)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the server works: 正在提交…, both buttons disabled. */
export const Submitting: Story = {
  args: { action: 'endSessions', onConfirm: fn(() => new Promise<string>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: '操作原因' }), '账号疑似被盗');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByRole('button', { name: '正在提交…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

/** The server refused: its reason in the dialog, which stays open with what was typed. */
export const ServerError: Story = {
  args: {
    action: 'freeze',
    onConfirm: fn(() => Promise.reject(new Error('当前角色无权进行此操作'))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = dialogIn(canvasElement, 'alertdialog');
    await userEvent.type(dialog.getByRole('textbox', { name: '操作原因' }), '违规转售');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByText('当前角色无权进行此操作')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '操作原因' })).toHaveValue('违规转售');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledWith(null);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = within(doc.body).getByRole('dialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(
      doc.documentElement.clientWidth,
    );
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
