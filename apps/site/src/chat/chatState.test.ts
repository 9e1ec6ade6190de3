import type { ChatGroup } from '@coinsight/domain/api';
import { historyPageSize } from '@coinsight/domain/chat';
import type { ChatMessage } from '@coinsight/domain/realtime';
import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  emptyChatState,
  mergeMessages,
  totalUnread,
  type ChatState,
} from './chatState.ts';

const group = (number: string, unreadCount = 0): ChatGroup => ({
  name: `群 ${number}`,
  number,
  avatar: '',
  lastMessage: '',
  unreadCount,
  role: 'member',
});

const text = (id: number, body = `消息 ${id}`): ChatMessage => ({
  id,
  sender: '150****6666',
  avatar: '',
  text: body,
  sent_at: '2026-11-24T01:00:00.000Z',
});

const loaded = (): ChatState =>
  chatReducer(emptyChatState, {
    type: 'groupsLoaded',
    groups: [group('100001', 2), group('100002', 1)],
  });

describe('the chat window’s state', () => {
  it('selects the first group, or the one asked for when the member is in it', () => {
    expect(loaded().selected).toBe('100001');
    const members = chatReducer(emptyChatState, {
      type: 'groupsLoaded',
      groups: [group('100002'), group('100001')],
      prefer: '100001',
    });
    expect(members.selected).toBe('100001');
    const stranger = chatReducer(emptyChatState, {
      type: 'groupsLoaded',
      groups: [group('100002')],
      prefer: '100001',
    });
    expect(stranger.selected).toBe('100002');
  });

  it('merges history and live messages by id, oldest first, without duplicates', () => {
    expect(
      mergeMessages([text(3), text(1)], [text(2), text(3, '改过')]).map((m) => [m.id, m.text]),
    ).toEqual([
      [1, '消息 1'],
      [2, '消息 2'],
      [3, '改过'],
    ]);
  });

  it('knows older messages remain while a page comes back full', () => {
    const full = Array.from({ length: historyPageSize }, (_, i) => text(100 + i));
    let state = chatReducer(loaded(), {
      type: 'pageLoaded',
      number: '100001',
      messages: full,
      older: false,
    });
    expect(state.hasOlder['100001']).toBe(true);
    state = chatReducer(state, {
      type: 'pageLoaded',
      number: '100001',
      messages: [text(1)],
      older: true,
    });
    expect(state.hasOlder['100001']).toBe(false);
    expect(state.logs['100001']).toHaveLength(historyPageSize + 1);
    // A room's history on reconnect does not bring the end of the history back.
    state = chatReducer(state, { type: 'history', number: '100001', messages: full.slice(-5) });
    expect(state.hasOlder['100001']).toBe(false);
  });

  it('counts a message in another group as unread, not in the open one nor the member’s own', () => {
    let state = chatReducer(loaded(), {
      type: 'pageLoaded',
      number: '100001',
      messages: [],
      older: false,
    });
    state = chatReducer(state, {
      type: 'arrived',
      number: '100001',
      message: text(10),
      own: false,
    });
    state = chatReducer(state, {
      type: 'arrived',
      number: '100002',
      message: text(11, '看这里'),
      own: false,
    });
    state = chatReducer(state, { type: 'arrived', number: '100002', message: text(12), own: true });
    expect(state.groups.map((g) => g.unreadCount)).toEqual([2, 2]);
    expect(state.groups[1]!.lastMessage).toBe('消息 12');
    expect(state.logs['100001']!.map((m) => m.id)).toEqual([10]);
    expect(totalUnread(state)).toBe(4);
    state = chatReducer(state, { type: 'select', number: '100002' });
    expect(state.groups.map((g) => g.unreadCount)).toEqual([2, 0]);
  });

  it('previews pictures and files in the group list', () => {
    const state = chatReducer(loaded(), {
      type: 'arrived',
      number: '100002',
      message: { ...text(20), text: undefined, image: '/api/v1/chat/files/1' },
      own: false,
    });
    expect(state.groups[1]!.lastMessage).toBe('[图片]');
  });
});
