import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AiComposer } from './AiComposer.tsx';

const meta = {
  title: 'AI/AiComposer',
  component: AiComposer,
  tags: ['autodocs'],
  args: { onSend: fn(), maxLength: 2000 },
} satisfies Meta<typeof AiComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: '输入问题' });
    const send = canvas.getByRole('button', { name: '发送' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '第一行{Shift>}{Enter}{/Shift}第二行');
    await expect(box).toHaveValue('第一行\n第二行');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('第一行\n第二行');
    await expect(box).toHaveValue('');
    await userEvent.type(box, '用按钮发送');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenLastCalledWith('用按钮发送');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: '发送中...' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '输入问题' }), '下一个问题{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: '输入问题' })).toHaveValue('下一个问题');
  },
};

export const NoModel: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '输入问题' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '输入问题' })).toHaveAttribute(
      'placeholder',
      '请先选择模型',
    );
    await expect(canvas.getByRole('button', { name: '发送' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发送' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
