import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChatFunctionBar, type ChatView } from '../ChatFunctionBar/ChatFunctionBar.tsx';
import { GroupList } from '../GroupList/GroupList.tsx';
import { JoinRequestList, type JoinRequestItem } from '../JoinRequestList/JoinRequestList.tsx';
import { MemberList } from '../MemberList/MemberList.tsx';
import { MessageComposer } from '../MessageComposer/MessageComposer.tsx';
import { MessagePane } from '../MessagePane/MessagePane.tsx';
import { storyGroups, storyMe, storyMembers, storyMessages } from '../private/storyChat.ts';
import { ChatWindow, type ChatWindowState } from './ChatWindow.tsx';
import { ChatWindowLayout } from './ChatWindowLayout.tsx';
import { ChatWindowNotice } from './ChatWindowNotice.tsx';

const requests: JoinRequestItem[] = [
  { id: 301, username: '186****1111', group_name: '币见会员交流群', status: 'pending' },
];

type Load = 'ready' | 'loading' | 'error';

function ComposedChat({
  groupsState = 'ready',
  empty = false,
}: {
  groupsState?: Load;
  empty?: boolean;
}) {
  const [view, setView] = useState<ChatView>('conversations');
  const groups = empty ? [] : storyGroups;
  const [selected, setSelected] = useState<string | null>(groups[0]?.number ?? null);
  const group = groups.find((g) => g.number === selected);
  return (
    <ChatWindowLayout
      bar={
        <ChatFunctionBar
          username={storyMe}
          view={view}
          onViewChange={setView}
          pendingRequests={requests.length}
        />
      }
      list={
        view === 'conversations' ? (
          <GroupList
            groups={groups}
            selected={selected}
            onSelect={setSelected}
            onAdd={fn()}
            state={groupsState}
          />
        ) : undefined
      }
      main={
        view === 'joinRequests' ? (
          <JoinRequestList requests={requests} onAccept={fn()} onReject={fn()} onClear={fn()} />
        ) : group ? (
          <MessagePane title={group.name} messages={storyMessages} me={storyMe}>
            <MessageComposer onSend={async () => undefined} onUpload={async () => undefined} />
          </MessagePane>
        ) : null
      }
      aside={view === 'conversations' && group ? <MemberList members={storyMembers} /> : undefined}
    />
  );
}

function Harness({
  initial,
  onStateChange,
  groupsState,
  empty,
}: {
  initial: ChatWindowState;
  onStateChange: (state: ChatWindowState) => void;
  groupsState?: Load;
  empty?: boolean;
}) {
  const [state, setState] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setState('open')}>
        加入会员群
      </button>
      <ChatWindow
        state={state}
        unread={123}
        onStateChange={(next) => {
          setState(next);
          onStateChange(next);
        }}
      >
        <ComposedChat groupsState={groupsState} empty={empty} />
      </ChatWindow>
    </>
  );
}

const meta = {
  title: 'Chat/ChatWindow',
  component: ChatWindow,
  tags: ['autodocs'],
  args: { state: 'open', onStateChange: fn(), children: null },
  render: (args) => <Harness initial={args.state} onStateChange={args.onStateChange} />,
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

const chatWindow = () => screen.getByRole('region', { name: '群聊窗口' });

/** The window as a member sees it: its picture (the docs page, the baseline) is the open window. */
export const Open: Story = {
  play: async ({ args }) => {
    const win = within(chatWindow());
    await expect(win.getByRole('heading', { name: '币见会员交流群' })).toBeVisible();
    await expect(win.getByText('群主')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /打开群聊/ })).toBeNull();
    await expect(args.onStateChange).not.toHaveBeenCalled();
  },
};

export const MinimizeFromOpen: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(chatWindow()).getByRole('button', { name: '最小化' }));
    await expect(args.onStateChange).toHaveBeenCalledWith('minimized');
    await expect(screen.queryByRole('region', { name: '群聊窗口' })).toBeNull();
  },
};

export const JoinRequestsView: Story = {
  play: async () => {
    const win = within(chatWindow());
    await expect(win.getByRole('button', { name: '查看会话内容' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(win.getByRole('button', { name: /查看加群申请/ }));
    await expect(win.getByRole('list', { name: '加群申请' })).toBeVisible();
    await expect(win.queryByRole('list', { name: '群聊' })).toBeNull();
  },
};

export const Minimized: Story = {
  args: { state: 'minimized' },
  play: async ({ args }) => {
    const icon = screen.getByRole('button', { name: /打开群聊/ });
    await expect(icon).toHaveTextContent('99+');
    await expect(screen.queryByRole('region', { name: '群聊窗口' })).toBeNull();
    await userEvent.click(icon);
    await expect(args.onStateChange).toHaveBeenCalledWith('open');
    await expect(chatWindow()).toBeVisible();
  },
};

export const Closed: Story = {
  args: { state: 'closed' },
  play: async () => {
    await expect(screen.queryByRole('region', { name: '群聊窗口' })).toBeNull();
    await expect(screen.queryByRole('button', { name: /打开群聊/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '加入会员群' }));
    await expect(chatWindow()).toBeVisible();
    await userEvent.click(within(chatWindow()).getByRole('button', { name: '关闭群聊' }));
    await expect(screen.queryByRole('region', { name: '群聊窗口' })).toBeNull();
  },
};

export const GroupsLoading: Story = {
  render: (args) => (
    <Harness initial="open" onStateChange={args.onStateChange} groupsState="loading" />
  ),
  play: async () => {
    await expect(within(chatWindow()).getByText('群聊加载中…')).toBeVisible();
  },
};

export const GroupsFailed: Story = {
  render: (args) => (
    <Harness initial="open" onStateChange={args.onStateChange} groupsState="error" />
  ),
  play: async () => {
    await expect(within(chatWindow()).getByRole('alert')).toHaveTextContent('群聊加载失败');
  },
};

export const NoGroups: Story = {
  render: (args) => <Harness initial="open" onStateChange={args.onStateChange} empty />,
  play: async () => {
    await expect(within(chatWindow()).getByText('还没有加入任何群聊')).toBeVisible();
  },
};

export const VisitorNotice: Story = {
  args: { onStateChange: fn() },
  render: (args) => (
    <ChatWindow state="open" onStateChange={args.onStateChange}>
      <ChatWindowNotice message="登录后即可使用会员群聊" actionLabel="登录/注册" onAction={fn()} />
    </ChatWindow>
  ),
  play: async () => {
    await expect(within(chatWindow()).getByText('登录后即可使用会员群聊')).toBeVisible();
    await expect(within(chatWindow()).getByRole('button', { name: '登录/注册' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const box = chatWindow().getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(375);
    await expect(within(chatWindow()).getByRole('textbox', { name: '输入消息' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
