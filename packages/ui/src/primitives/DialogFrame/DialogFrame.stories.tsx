import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogFrame, dialogFrameRoles, type DialogFrameProps } from './DialogFrame.tsx';

/** Opens the frame from a button and closes it through onClose, as a caller does. */
function Opener(props: DialogFrameProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>打开</Button>
      <DialogFrame
        {...props}
        isOpen={isOpen}
        onClose={close}
        actions={
          props.actions ?? (
            <Button variant="primary" onPress={close}>
              知道了
            </Button>
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/DialogFrame',
  component: DialogFrame,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onClose: fn(),
    title: '提示',
    message: '登录已失效，请重新登录',
  },
  argTypes: { role: { control: 'select', options: dialogFrameRoles } },
  render: (args) => <Opener {...args} />,
} satisfies Meta<typeof DialogFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    await expect(dialog).toHaveTextContent('登录已失效，请重新登录');
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: '提示' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const AlertDialog: Story = {
  args: { role: 'alertdialog', title: '确认退出', message: '确定要退出登录吗？' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: '确认退出' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '打开' }));
    await expect(await screen.findByRole('dialog', { name: '提示' })).toBeVisible();
  },
};

export const WithContent: Story = {
  args: {
    title: '修改密码',
    message: undefined,
    children: <p>新密码至少 8 位，包含字母和数字。</p>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await expect(dialog).toHaveTextContent('新密码至少 8 位，包含字母和数字。');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(375);
  },
};
