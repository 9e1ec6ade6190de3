import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MessageComposer } from './MessageComposer.tsx';

const meta = {
  title: 'Chat/MessageComposer',
  component: MessageComposer,
  tags: ['autodocs'],
  args: { onSend: fn(async () => undefined), onUpload: fn(async () => undefined), onRefuse: fn() },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = () => screen.getByRole('textbox', { name: '输入消息' });

export const SendsTrimmedText: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    await userEvent.type(box(), '   ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box(), ' 今晚 CPI {Shift>}{Enter}{/Shift}注意仓位 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('今晚 CPI \n注意仓位');
    await waitFor(() => expect(box()).toHaveValue(''));
  },
};

export const EmojiGoesIntoText: Story = {
  play: async ({ args }) => {
    await userEvent.type(box(), '涨了');
    await userEvent.click(screen.getByRole('button', { name: '表情' }));
    await userEvent.click(await screen.findByRole('button', { name: '表情 起飞' }));
    await expect(box()).toHaveValue('涨了🚀');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith('涨了🚀');
  },
};

/** Spec 1 §5: nothing is sent while another send is in progress. */
export const OneSendAtATime: Story = {
  args: { onSend: fn(() => new Promise<never>(() => {})) },
  play: async ({ args }) => {
    await userEvent.type(box(), '第一条{Enter}');
    await expect(screen.getByRole('button', { name: '发送中…' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const FailedSendKeepsText: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('发送过于频繁，请稍后再试'))) },
  play: async () => {
    await userEvent.type(box(), '再试一次{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '发送' })).toBeEnabled());
    await expect(box()).toHaveValue('再试一次');
  },
};

export const TooLong: Story = {
  args: { maxChars: 5 },
  play: async ({ args }) => {
    await userEvent.type(box(), '一二三四五六{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onRefuse).toHaveBeenCalledWith('消息过长，请精简后再发送');
  },
};

export const Uploads: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(picker.accept).toContain('.png');
    await expect(picker.accept).not.toContain('.svg');
    const file = new File(['%PDF-1.4'], '周报.pdf', { type: 'application/pdf' });
    await userEvent.upload(picker, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async () => {
    await expect(box()).toBeDisabled();
    await expect(screen.getByRole('button', { name: '发送图片或文件' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(screen.getByRole('button', { name: '发送' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
