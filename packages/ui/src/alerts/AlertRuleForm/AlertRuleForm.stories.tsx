import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@coinsight/domain/messages';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AlertRuleForm } from './AlertRuleForm.tsx';

const m = messages.alerts;

const meta = {
  title: 'Alerts/AlertRuleForm',
  component: AlertRuleForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof AlertRuleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh form: a price alert, above, no level yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: '添加提醒' });
    await expect(form).toBeVisible();
    await expect(canvas.getByLabelText('提醒类型')).toHaveValue('price');
    await expect(canvas.getByLabelText('条件')).toHaveValue('above');
    await expect(canvas.getByLabelText('价格（美元）')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '添加提醒' })).toBeEnabled();
  },
};

/** A price level typed in and added: the form sends the rule the contract holds, then clears. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('条件'), 'below');
    await userEvent.type(canvas.getByLabelText('价格（美元）'), '85000');
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'price',
      direction: 'below',
      level: 85000,
    });
    await waitFor(() => expect(canvas.getByLabelText('价格（美元）')).toHaveValue(''));
  },
};

/** The kinds change what the form asks: a zone for NUPL, nothing for the rainbow band. */
export const OtherKinds: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('提醒类型'), 'nupl_zone');
    await expect(canvas.queryByLabelText('价格（美元）')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('区间'), '0');
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ kind: 'nupl_zone', zone: 0 });
    await userEvent.selectOptions(canvas.getByLabelText('提醒类型'), 'rainbow_band');
    await expect(canvas.queryByLabelText('区间')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ kind: 'rainbow_band' });
  },
};

/** A level out of range is refused in the form, with the contract's Chinese reason; nothing is sent. */
export const InvalidLevel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('价格（美元）'), '0');
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(canvas.getByText(m.priceLevelInvalid)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('提醒类型'), 'mvrv_z');
    await userEvent.clear(canvas.getByLabelText('数值'));
    await userEvent.type(canvas.getByLabelText('数值'), '99');
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(canvas.getByText(m.mvrvLevelInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '添加中…' })).toBeDisabled();
  },
};

/** The server refused the add: its reason under the form, what was typed kept. */
export const ServerError: Story = {
  args: {
    error: '最多只能设置 20 条提醒',
    onSubmit: fn(() => Promise.reject(new Error('refused'))),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('最多只能设置 20 条提醒')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('价格（美元）'), '120000');
    await userEvent.click(canvas.getByRole('button', { name: '添加提醒' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(canvas.getByLabelText('价格（美元）')).toHaveValue('120000');
  },
};

/** All 20 alerts set: the form says so and adds nothing. */
export const Full: Story = {
  args: { full: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('最多只能设置 20 条提醒')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加提醒' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const form = canvas.getByRole('form', { name: '添加提醒' });
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(
      canvas.getByRole('button', { name: '添加提醒' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(width);
  },
};
