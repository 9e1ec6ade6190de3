import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FormCard } from './FormCard.tsx';

const meta = {
  title: 'Primitives/FormCard',
  component: FormCard,
  tags: ['autodocs'],
  args: {
    title: '申请退款',
    onSubmit: fn(),
    children: (
      <>
        <label>
          退款原因 <input name="reason" required />
        </label>
        <Button type="submit">提交</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: '申请退款' });
    await expect(form).toHaveAttribute('novalidate');
    // The browser's own check would block an empty required field; the caller's rules decide instead.
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { level: 2, name: '申请退款' })).toBeVisible();
  },
};

export const Receipt: Story = {
  args: {
    title: '退款申请已提交',
    onSubmit: undefined,
    children: <p>我们会在 1–3 个工作日内处理。</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '退款申请已提交' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('form', { name: '申请退款' }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
  },
};
