import { useSyncExternalStore } from 'react';
import type { RealtimeConnection } from './connection.ts';

type Listener = () => void;

/**
 * The one socket of the session, as the notifications bridge opened it, so the chat's rooms ride on
 * the same Nes client instead of opening a second one. Null while nobody is logged in (or in mock mode).
 */
export function createLiveConnection() {
  let current: RealtimeConnection | null = null;
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: (): RealtimeConnection | null => current,
    set(connection: RealtimeConnection): void {
      current = connection;
      notify();
    },
    /** Forgets the connection if it is still the current one (a newer session may have replaced it). */
    clear(connection: RealtimeConnection): void {
      if (current !== connection) return;
      current = null;
      notify();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LiveConnection = ReturnType<typeof createLiveConnection>;

export const liveConnection: LiveConnection = createLiveConnection();

/** The session's socket, re-rendering when it is opened or closed. */
export function useLiveConnection(
  live: LiveConnection = liveConnection,
): RealtimeConnection | null {
  return useSyncExternalStore(live.subscribe, live.get, live.get);
}
