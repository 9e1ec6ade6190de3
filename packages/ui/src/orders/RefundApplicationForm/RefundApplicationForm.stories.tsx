import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RefundApplicationForm } from './RefundApplicationForm.tsx';

const meta = {
  title: 'Orders/RefundApplicationForm',
  component: RefundApplicationForm,
  tags: ['autodocs'],
  args: { outTradeNo: 'CS20260601090000E5', onSubmit: fn(async () => '申请已提交') },
} satisfies Meta<typeof RefundApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: { getByRole: (r: 'textbox', o: { name: string }) => HTMLElement }) => {
  await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '上次被拒，补充说明');
  await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
};

export const Prefilled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '订单号' })).toHaveValue('CS20260601090000E5');
  },
};

export const BlankRefused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请完整填写退款原因和联系方式');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadOrderNumber: Story = {
  args: { outTradeNo: '' },
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单号格式错误');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      out_trade_no: 'CS20260601090000E5',
      reason: '上次被拒，补充说明',
      contact: '13800000000',
    });
    await expect(await canvas.findByText('申请已提交')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: '提交' })).toBeDisabled();
  },
};

export const ServerRefused: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('该订单当前不可退款'))) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该订单当前不可退款');
  },
};

export const FailedWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('提交失败，请重试');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '退款申请' }).getBoundingClientRect();
    await expect(Math.round(form.width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
