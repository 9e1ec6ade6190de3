import type { ChatWindowState } from '@coinsight/ui';
import type { StorageLike } from '../store/store.ts';

/** Where the window's state is remembered across visits (local storage). */
export const chatWindowKey = 'chatWindow';

/**
 * The window's state at start: what was remembered, else minimized to its icon for a VIP member (the
 * members' group is theirs) and closed for everyone else, who opens it from the VIP page's link.
 */
export function initialWindowState(storage: StorageLike, isVip: boolean): ChatWindowState {
  return storedWindowState(storage) ?? defaultWindowState(isVip);
}

const known: readonly ChatWindowState[] = ['open', 'minimized', 'closed'];

/** What the member left the window as; null when nothing (or something unknown) is remembered. */
export function storedWindowState(storage: StorageLike): ChatWindowState | null {
  const stored = storage.getItem(chatWindowKey);
  return known.find((state) => state === stored) ?? null;
}

export const defaultWindowState = (isVip: boolean): ChatWindowState =>
  isVip ? 'minimized' : 'closed';

export function rememberWindowState(storage: StorageLike, state: ChatWindowState): void {
  storage.setItem(chatWindowKey, state);
}
