import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLongHistory, storyMe, storyMessages } from '../private/storyChat.ts';
import { MessagePane, type PaneMessage } from './MessagePane.tsx';

const meta = {
  title: 'Chat/MessagePane',
  component: MessagePane,
  tags: ['autodocs'],
  args: { title: '币见会员交流群', messages: storyMessages, me: storyMe },
  decorators: [
    (Story) => (
      <div style={{ height: 480, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessagePane>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = () => screen.getByRole('list', { name: '消息记录' });

export const AllKinds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('186****1111 加入了群聊')).toBeVisible();
    await expect(canvas.getByText('大家早上好，今天 BTC 在 9 万附近震荡')).toBeVisible();
    const file = canvas.getByRole('link', { name: /周报-2026-47\.pdf/ });
    await expect(file).toHaveTextContent('240 KB');
    await expect(file).toHaveAttribute('href', '/demo/weekly-report.pdf');
    // Times in Beijing: 01:08Z is 09:08.
    await expect(canvas.getByText('2026-11-24 09:08')).toBeVisible();
  },
};

/** Whatever a member types is text: markup shows as typed, and nothing runs. */
export const TextIsNeverHtml: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)"> 这不是 HTML')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const ImageViewer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看 186****1111 发送的图片' }));
    const viewer = await screen.findByRole('dialog', { name: '查看图片' });
    await expect(within(viewer).getByRole('img', { name: '186****1111 发送的图片' })).toBeVisible();
    await userEvent.click(within(viewer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OpensAtLatest: Story = {
  args: { messages: storyLongHistory(40), hasOlder: true },
  play: async () => {
    await waitFor(() => {
      const el = log();
      return expect(el.scrollHeight - el.scrollTop - el.clientHeight).toBeLessThan(2);
    });
  },
};

function HistoryHarness(args: { onLoadOlder: () => void }) {
  const [messages, setMessages] = useState<PaneMessage[]>(storyLongHistory(30, 200));
  const [loading, setLoading] = useState(false);
  return (
    <MessagePane
      title="币见会员交流群"
      me={storyMe}
      messages={messages}
      hasOlder={messages[0]!.id > 170}
      loadingOlder={loading}
      onLoadOlder={() => {
        args.onLoadOlder();
        setLoading(true);
        setTimeout(() => {
          setMessages((current) => [...storyLongHistory(15, current[0]!.id - 15), ...current]);
          setLoading(false);
        }, 50);
      }}
    />
  );
}

export const HistoryOnScrollUp: Story = {
  args: { onLoadOlder: fn() },
  render: (args) => <HistoryHarness onLoadOlder={args.onLoadOlder!} />,
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(log().scrollTop).toBeGreaterThan(0));
    const anchor = canvas.getByText('第 200 条消息：链上数据观察');
    log().scrollTop = 0;
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalled());
    await expect(await canvas.findByText('第 185 条消息：链上数据观察')).toBeInTheDocument();
    // The reader keeps their place: the message they were at stays in view.
    const box = log().getBoundingClientRect();
    const at = anchor.getBoundingClientRect();
    await expect(at.top).toBeGreaterThanOrEqual(box.top - 40);
    await expect(at.top).toBeLessThan(box.bottom);
  },
};

export const AllHistoryLoaded: Story = {
  args: { hasOlder: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有更早的消息了')).toBeInTheDocument();
  },
};

function LiveHarness() {
  const [messages, setMessages] = useState<PaneMessage[]>(storyLongHistory(30));
  const arrive = () =>
    setMessages((current) => [
      ...current,
      {
        id: current.at(-1)!.id + 1,
        sender: '186****1111',
        avatar: '',
        text: `新消息 ${current.length}`,
        sent_at: '2026-11-24T02:00:00.000Z',
      },
    ]);
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <button type="button" onClick={arrive}>
        模拟新消息
      </button>
      <MessagePane title="币见会员交流群" me={storyMe} messages={messages} />
    </div>
  );
}

export const JumpToLatest: Story = {
  render: () => <LiveHarness />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(log().scrollTop).toBeGreaterThan(0));
    // At the bottom a new message simply shows.
    await userEvent.click(canvas.getByRole('button', { name: '模拟新消息' }));
    await expect(await canvas.findByText('新消息 30')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /回到最新/ })).toBeNull();
    // Up in the history, the reader stays put and is offered the way back.
    log().scrollTop = 0;
    log().dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: '模拟新消息' }));
    await userEvent.click(canvas.getByRole('button', { name: '模拟新消息' }));
    const jump = await canvas.findByRole('button', { name: '2 条新消息，回到最新' });
    await expect(log().scrollTop).toBeLessThan(50);
    await userEvent.click(jump);
    const el = log();
    await expect(el.scrollHeight - el.scrollTop - el.clientHeight).toBeLessThan(2);
    await expect(canvas.queryByRole('button', { name: /回到最新/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有消息，来说第一句吧')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('消息加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('消息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /周报/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
