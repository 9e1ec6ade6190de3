import { planTitle } from '@coinsight/domain/membership';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RefundForm, type RefundReceipt } from './RefundForm.tsx';

const order = { outTradeNo: 'CS20261119160000B2', paid: '300.00', productName: planTitle(365) };
const accepted = (amount: string, refundall: boolean): RefundReceipt => ({
  message: '申请已提交',
  refund_request_id: 305,
  out_trade_no: order.outTradeNo,
  amount,
  refundall,
});

const meta = {
  title: 'Orders/RefundForm',
  component: RefundForm,
  tags: ['autodocs'],
  args: {
    kind: 'partial',
    order,
    onSubmit: fn(async () => accepted('100', false)),
    onCancel: fn(),
  },
} satisfies Meta<typeof RefundForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartialEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '部分退款' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '退款金额（元）' })).toBeVisible();
    await expect(canvas.getByText(/实付 ¥300.00/)).toBeVisible();
  },
};

export const AllRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('textbox', { name: '联系方式' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('请完整填写所有信息')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountRequiredForPartial: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '只需要部分时长');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('textbox', { name: '退款金额（元）' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('请完整填写所有信息')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountAbovePaid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '退款金额（元）' }), '300.01');
    await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '只需要部分时长');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByText('退款金额不能超过订单金额')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PartialSubmitted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '退款金额（元）' }), '100');
    await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), ' 13800000000 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '只需要部分时长');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amount: '100',
      contact_info: '13800000000',
      reason: '只需要部分时长',
      out_trade_no: order.outTradeNo,
      refundall: false,
    });
    await expect(await canvas.findByText('申请已提交')).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('部分退款', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('¥100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回订单' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const FullSubmitted: Story = {
  args: { kind: 'full', onSubmit: fn(async () => accepted('300.00', true)) },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: '退款金额（元）' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '误购');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ refundall: true }));
    await expect(await canvas.findByText('全额退款', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('¥300.00')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    kind: 'full',
    onSubmit: fn(async () => Promise.reject(new Error('该订单已有待审核的退款申请'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '误购');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该订单已有待审核的退款申请');
  },
};

export const FailedWithoutReason: Story = {
  args: { kind: 'full', onSubmit: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '误购');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('提交失败，请稍后重试');
  },
};

export const Submitting: Story = {
  args: { kind: 'full', onSubmit: fn(() => new Promise<RefundReceipt>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款原因' }), '误购');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByRole('button', { name: '提交中…' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '部分退款' }).getBoundingClientRect();
    await expect(Math.round(form.width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
