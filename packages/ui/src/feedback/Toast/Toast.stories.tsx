import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { ToastProvider, useToast, type ToastTone } from './Toast.tsx';

function Trigger({ text, tone }: { text: string; tone: ToastTone }) {
  const toast = useToast();
  return <Button onPress={() => toast.show(text, tone)}>显示提示</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: Trigger,
  tags: ['autodocs'],
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  args: { text: '保存成功', tone: 'success' },
} satisfies Meta<typeof Trigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('保存成功')).toBeVisible();
    await waitFor(() => expect(body.queryByText('保存成功')).toBeNull(), { timeout: 2000 });
  },
};
export const Info: Story = { args: { text: '已复制到剪贴板', tone: 'info' } };
export const Error: Story = { args: { text: '网络错误，请稍后再试', tone: 'error' } };
