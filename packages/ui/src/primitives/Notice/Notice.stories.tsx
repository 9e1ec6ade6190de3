import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice, noticeTones } from './Notice.tsx';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { message: '网络连接失败，请检查网络后重试' },
  argTypes: { tone: { control: 'select', options: noticeTones } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('网络连接失败，请检查网络后重试');
    await expect(notice).toHaveAttribute('data-tone', 'error');
  },
};

export const Success: Story = {
  args: { tone: 'success', message: '密码已修改' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('密码已修改')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Info: Story = {
  args: { tone: 'info', message: '退款申请将在 1–3 个工作日内处理' },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('退款申请将在 1–3 个工作日内处理');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveAttribute('data-tone', 'info');
  },
};

export const Nothing: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { message: '该功能仅限会员使用，请先开通会员。开通后可查看全部指标、新闻详情与每日分析。' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('alert').getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
  },
};
