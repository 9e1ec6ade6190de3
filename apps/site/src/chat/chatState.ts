import type { ChatGroup } from '@coinsight/domain/api';
import { historyPageSize, messagePreview } from '@coinsight/domain/chat';
import type { ChatMessage } from '@coinsight/domain/realtime';

/** What the conversations view holds: the groups, and each opened group's log. */
export interface ChatState {
  groups: ChatGroup[];
  /** The open group; the first group until the member picks another. */
  selected: string | null;
  /** Each loaded group's messages, oldest first, one entry per id. */
  logs: Record<string, ChatMessage[]>;
  /** Whether older messages remain on the server, per group. */
  hasOlder: Record<string, boolean>;
}

export type ChatEvent =
  | { type: 'groupsLoaded'; groups: ChatGroup[]; prefer?: string | null }
  | { type: 'select'; number: string }
  | { type: 'pageLoaded'; number: string; messages: ChatMessage[]; older: boolean }
  | { type: 'history'; number: string; messages: ChatMessage[] }
  | { type: 'arrived'; number: string; message: ChatMessage; own: boolean };

export const emptyChatState: ChatState = { groups: [], selected: null, logs: {}, hasOlder: {} };

/** History and live messages merged: by id, oldest first, no duplicates (ids grow with time). */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function withGroup(state: ChatState, number: string, change: (g: ChatGroup) => ChatGroup) {
  return state.groups.map((g) => (g.number === number ? change(g) : g));
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'groupsLoaded': {
      const keep = [event.prefer, state.selected].find(
        (n) => n && event.groups.some((g) => g.number === n),
      );
      return { ...state, groups: event.groups, selected: keep ?? event.groups[0]?.number ?? null };
    }
    case 'select':
      return {
        ...state,
        selected: event.number,
        groups: withGroup(state, event.number, (g) => ({ ...g, unreadCount: 0 })),
      };
    case 'pageLoaded': {
      const log = mergeMessages(state.logs[event.number] ?? [], event.messages);
      const full = event.messages.length >= historyPageSize;
      return {
        ...state,
        logs: { ...state.logs, [event.number]: log },
        // Only a page further back can tell that the history ends; the latest page sets it once.
        hasOlder: {
          ...state.hasOlder,
          [event.number]: event.older ? full : (state.hasOlder[event.number] ?? full),
        },
      };
    }
    case 'history': {
      if (!(event.number in state.logs)) return state;
      return {
        ...state,
        logs: {
          ...state.logs,
          [event.number]: mergeMessages(state.logs[event.number]!, event.messages),
        },
      };
    }
    case 'arrived': {
      const open = state.selected === event.number;
      const log = state.logs[event.number];
      const seenBefore = log?.some((m) => m.id === event.message.id) ?? false;
      return {
        ...state,
        logs: log
          ? { ...state.logs, [event.number]: mergeMessages(log, [event.message]) }
          : state.logs,
        groups: withGroup(state, event.number, (g) => ({
          ...g,
          lastMessage: messagePreview(event.message),
          unreadCount:
            open || event.own || seenBefore || event.message.system !== undefined
              ? g.unreadCount
              : g.unreadCount + 1,
        })),
      };
    }
  }
}

/** Unread messages over every group, for the minimized icon. */
export const totalUnread = (state: ChatState): number =>
  state.groups.reduce((sum, g) => sum + g.unreadCount, 0);
