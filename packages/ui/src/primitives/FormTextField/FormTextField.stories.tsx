import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { FormCard } from '../FormCard/FormCard.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import { FormTextField } from './FormTextField.tsx';

const schema = z.object({
  phone: z.string().regex(/^1\d{10}$/, '请输入正确的手机号'),
  password: z.string().min(6, '密码至少 6 位'),
});
type Values = z.infer<typeof schema>;

interface DemoProps {
  onSubmit: (values: Values) => void;
  initial?: Partial<Values>;
}

/** Two bound fields in a form, checked by a zod resolver as the product's forms are. */
function DemoForm({ onSubmit, initial }: DemoProps) {
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { phone: '', password: '', ...initial },
  });
  return (
    <div style={{ padding: 16, maxWidth: 420 }}>
      <FormCard title="登录" onSubmit={handleSubmit(onSubmit)}>
        <FormTextField control={control} name="phone" label="手机号" inputMode="tel" />
        <FormTextField
          control={control}
          name="password"
          label="密码"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="登录中…">
          登录
        </SubmitButton>
      </FormCard>
    </div>
  );
}

const meta = {
  title: 'Primitives/FormTextField',
  component: DemoForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('手机号')).toHaveValue('');
    await expect(canvas.queryByText('请输入正确的手机号')).toBeNull();
  },
};

export const RefusedByTheResolver: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('手机号'), '123');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await expect(canvas.getByText('密码至少 6 位')).toBeVisible();
    await expect(canvas.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText('手机号')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  args: { initial: { phone: '13800000000' } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { phone: '13800000000', password: 'abc123' },
        expect.anything(),
      ),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const message = await canvas.findByText('请输入正确的手机号');
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
