import { groupMessages, uploadFile } from '@coinsight/domain/api';
import { historyPageSize } from '@coinsight/domain/chat';
import { roomPath } from '@coinsight/domain/realtime';
import { override, refuse } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RealtimeConnection, type SocketClient } from '../realtime/connection.ts';
import { mountSitePerTest } from '../testing/mountSitePerTest.tsx';
import { vipMember } from '../testing/members.ts';
import { chatWindowKey } from './windowState.ts';

const site = mountSitePerTest();

/** Stands in for the Nes client: records the rooms joined and lets the test push into them. */
class FakeSocket implements SocketClient {
  readonly subs = new Map<string, (message: unknown) => void>();
  onDisconnect: SocketClient['onDisconnect'] = () => {};
  onError: SocketClient['onError'] = () => {};
  async connect(): Promise<void> {}
  async disconnect(): Promise<void> {}
  async subscribe(path: string, handler: (message: unknown) => void): Promise<void> {
    this.subs.set(path, handler);
  }
  async unsubscribe(path: string): Promise<void> {
    this.subs.delete(path);
  }
  subscriptions(): string[] {
    return [...this.subs.keys()];
  }
  push(path: string, message: unknown): void {
    const handler = this.subs.get(path);
    if (!handler) throw new Error(`nobody listens on ${path}`);
    handler(message);
  }
}

function withSocket() {
  const socket = new FakeSocket();
  const connect = () =>
    new RealtimeConnection({ createClient: () => socket, authenticate: async () => {} });
  return { socket, connect };
}

const chatWindow = () => page.getByRole('region', { name: '群聊窗口' });

describe('the chat window', () => {
  it('opens on the members’ group from /?chat=members with its history and members', async () => {
    site.renderAt('/?chat=members', { user: vipMember });
    const win = chatWindow();
    await expect.element(win.getByRole('heading', { name: '币见会员交流群' })).toBeVisible();
    await expect.element(win.getByText('欢迎加入本群，请遵守群规')).toBeVisible();
    await expect.element(win.getByRole('link', { name: /周报-2026-47\.pdf/ })).toBeVisible();
    await expect.element(win.getByText('群主')).toBeVisible();
    expect(localStorage.getItem(chatWindowKey)).toBe('open');
  });

  it('joins every group’s room on the one socket, shows live messages and counts the others unread', async () => {
    const { socket, connect } = withSocket();
    site.renderAt('/?chat=members', { user: vipMember, connectRealtime: connect });
    const win = chatWindow();
    await expect.element(win.getByText('欢迎加入本群，请遵守群规')).toBeVisible();
    // The home's news flash subscribes once its section's chunk has loaded and run.
    await vi.waitFor(
      () =>
        expect(socket.subscriptions().sort()).toEqual(
          [
            '/news/latest',
            '/notifications/13800000000',
            roomPath('100001'),
            roomPath('100002'),
            roomPath('100003'),
          ].sort(),
        ),
      { timeout: 5000 },
    );
    socket.push(roomPath('100001'), {
      type: 'chat_message',
      number: '100001',
      message: {
        id: 70_001,
        sender: '150****6666',
        avatar: '',
        text: '<b>不是粗体</b>',
        sent_at: new Date().toISOString(),
      },
    });
    await expect
      .element(win.getByRole('list', { name: '消息记录' }).getByText('<b>不是粗体</b>'))
      .toBeVisible();
    socket.push(roomPath('100002'), {
      type: 'chat_message',
      number: '100002',
      message: {
        id: 70_002,
        sender: '150****6666',
        avatar: '',
        text: '链上新数据',
        sent_at: new Date().toISOString(),
      },
    });
    await expect
      .element(win.getByRole('button', { name: /链上指标研究组.*链上新数据.*1 条未读/ }))
      .toBeVisible();
  });

  it('sends text and an emoji, and says why an upload was refused', async () => {
    site.renderAt('/?chat=members', { user: vipMember });
    const win = chatWindow();
    const box = win.getByRole('textbox', { name: '输入消息' });
    await expect.element(win.getByText('欢迎加入本群，请遵守群规')).toBeVisible();
    await userEvent.fill(box, '今晚注意风险');
    await userEvent.click(win.getByRole('button', { name: '表情' }));
    await userEvent.click(page.getByRole('button', { name: '表情 点赞' }));
    await userEvent.click(win.getByRole('button', { name: '发送' }));
    await expect
      .element(win.getByRole('list', { name: '消息记录' }).getByText('今晚注意风险👍'))
      .toBeVisible();
    await expect.element(box).toHaveValue('');

    worker.use(refuse(uploadFile, 413, '文件过大，单个文件不能超过 10 MB'));
    const picker = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(
      picker,
      new File([new Uint8Array(8)], '大图.png', { type: 'image/png' }),
    );
    await expect.element(page.getByText('文件过大，单个文件不能超过 10 MB')).toBeVisible();
  });

  it('pages back through the history when the reader scrolls to the top', async () => {
    const line = (id: number) => ({
      id,
      sender: '150****6666',
      avatar: '',
      text: `历史第 ${id} 条`,
      sent_at: '2026-11-24T01:00:00.000Z',
    });
    const before: (number | undefined)[] = [];
    worker.use(
      override(groupMessages, ({ query }) => {
        before.push(query.before);
        const end = query.before ?? 121;
        const start = Math.max(1, end - historyPageSize);
        return { results: Array.from({ length: end - start }, (_, i) => line(start + i)) };
      }),
    );
    site.renderAt('/?chat=members', { user: vipMember });
    const history = chatWindow().getByRole('list', { name: '消息记录' });
    await expect.element(history.getByText('历史第 120 条')).toBeVisible();
    history.element().scrollTop = 0;
    await expect.element(history.getByText('历史第 30 条')).toBeInTheDocument();
    expect(before.slice(0, 2)).toEqual([undefined, 71]);
    history.element().scrollTop = 0;
    await expect.element(history.getByText('历史第 1 条')).toBeInTheDocument();
    await expect.element(history.getByText('没有更早的消息了')).toBeInTheDocument();
  });

  it('remembers being minimized, and opens again from its icon', async () => {
    site.renderAt('/', { user: vipMember });
    await userEvent.click(page.getByRole('button', { name: /打开群聊/ }));
    await userEvent.click(chatWindow().getByRole('button', { name: '最小化' }));
    expect(localStorage.getItem(chatWindowKey)).toBe('minimized');
    site.unmount();
    site.renderAt('/', { user: vipMember });
    await expect.element(page.getByRole('button', { name: /打开群聊/ })).toBeVisible();
    await expect.element(chatWindow()).not.toBeInTheDocument();
  });

  it('lists join requests pending first and decides them at once', async () => {
    const { store } = site.renderAt('/?chat=members', { user: vipMember });
    const win = chatWindow();
    await userEvent.click(win.getByRole('button', { name: /查看加群申请/ }));
    await expect.element(win.getByRole('button', { name: '同意 186****1111' })).toBeVisible();
    await userEvent.click(win.getByRole('button', { name: '同意 186****1111' }));
    const rows = win.getByRole('list', { name: '加群申请' }).getByRole('listitem');
    await vi.waitFor(() =>
      expect(rows.last().element().textContent).toMatch(/186\*{4}1111.*已同意/),
    );
    store.actions.addJoinRequest({
      id: 304,
      username: '159****5555',
      group_name: '币见会员交流群',
    });
    await expect.element(win.getByRole('button', { name: '同意 159****5555' })).toBeVisible();
    await userEvent.click(win.getByRole('button', { name: '清空' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '清空' }));
    await expect.element(win.getByText('当前没有加群申请。')).toBeVisible();
  });

  it('finds a group and sends the request', async () => {
    site.renderAt('/?chat=members', { user: vipMember });
    await userEvent.click(chatWindow().getByRole('button', { name: '添加群聊' }));
    const dialog = page.getByRole('dialog', { name: '添加群聊' });
    await userEvent.fill(dialog.getByRole('textbox', { name: '群号或群名称' }), '合约');
    await userEvent.click(dialog.getByRole('button', { name: '搜索' }));
    await userEvent.click(dialog.getByRole('button', { name: /合约风险管理/ }));
    await userEvent.click(dialog.getByRole('button', { name: '申请加入' }));
    await expect.element(dialog.getByText('已经成功发送添加请求!')).toBeVisible();
  });

  it('fills a 375 px phone screen without scrolling sideways', async () => {
    await page.viewport(375, 740);
    site.renderAt('/?chat=members', { user: vipMember });
    const win = chatWindow();
    await expect.element(win.getByRole('textbox', { name: '输入消息' })).toBeVisible();
    expect(win.element().getBoundingClientRect().width).toBeLessThanOrEqual(375);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(win.getByRole('button', { name: '群成员' }));
    await expect.element(win.getByText('群主')).toBeVisible();
  });

  it('asks a visitor to log in and a member without VIP to join', async () => {
    const { store } = site.renderAt('/?chat=members');
    await userEvent.click(chatWindow().getByRole('button', { name: '登录/注册' }));
    expect(store.state.showLogin).toBe(true);
    site.unmount();
    const member = site.renderAt('/?chat=members', { user: { ...vipMember, is_vip: false } });
    await expect
      .element(chatWindow().getByText('会员群仅对 VIP 会员开放，开通会员后即可加入'))
      .toBeVisible();
    await userEvent.click(chatWindow().getByRole('button', { name: '开通会员' }));
    expect(member.currentPath()).toBe('/toVip');
  });
});
