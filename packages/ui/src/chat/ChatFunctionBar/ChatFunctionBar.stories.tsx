import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyMe } from '../private/storyChat.ts';
import { ChatFunctionBar, type ChatView } from './ChatFunctionBar.tsx';

const meta = {
  title: 'Chat/ChatFunctionBar',
  component: ChatFunctionBar,
  tags: ['autodocs'],
  args: { username: storyMe, view: 'conversations', onViewChange: fn(), pendingRequests: 2 },
  decorators: [
    (Story) => (
      <div style={{ height: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatFunctionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchesView: Story = {
  render: function Render(args) {
    const [view, setView] = useState<ChatView>(args.view);
    return (
      <ChatFunctionBar
        {...args}
        view={view}
        onViewChange={(v) => {
          setView(v);
          args.onViewChange(v);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const talks = canvas.getByRole('button', { name: '查看会话内容' });
    const requests = canvas.getByRole('button', { name: /^查看加群申请\s*2 条待处理$/ });
    await expect(talks).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(requests);
    await expect(args.onViewChange).toHaveBeenCalledWith('joinRequests');
    await expect(requests).toHaveAttribute('aria-pressed', 'true');
    await expect(talks).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(`当前用户 ${storyMe}`)).toBeInTheDocument();
  },
};

export const NoPendingRequests: Story = {
  args: { pendingRequests: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '查看加群申请' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '查看会话内容' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
