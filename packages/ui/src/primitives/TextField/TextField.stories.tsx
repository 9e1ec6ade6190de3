import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A controlled field, so typing in a story changes what it shows. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16, maxWidth: 360 }}>
      <TextField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '手机号', value: '', onChange: fn(), placeholder: '请输入手机号' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('手机号');
    await userEvent.type(input, '138');
    await expect(input).toHaveValue('138');
    await expect(args.onChange).toHaveBeenLastCalledWith('138');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { value: '123', error: '请输入正确的手机号' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请输入正确的手机号')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { label: '邀请码', description: '选填，填写后双方各得 7 天会员' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('邀请码')).toHaveAccessibleDescription(
      '选填，填写后双方各得 7 天会员',
    );
  },
};

export const Password: Story = {
  args: { label: '密码', type: 'password', autoComplete: 'current-password', value: 'secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'password');
  },
};

export const Multiline: Story = {
  args: { label: '退款原因', multiline: true, placeholder: '请说明原因' },
  play: async ({ canvas }) => {
    const area = canvas.getByLabelText('退款原因');
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, '不需要了{enter}谢谢');
    await expect(area).toHaveValue('不需要了\n谢谢');
  },
};

export const Disabled: Story = {
  args: { value: '13800000000', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('手机号')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: '13800000000', isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('手机号');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('13800000000');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { value: '', error: '请输入手机号' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('手机号');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
  },
};
