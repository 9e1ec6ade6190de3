import { notificationsPath } from '@coinsight/domain/realtimePaths';
import { useToast } from '@coinsight/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { AlertToastHost } from '../pages/alerts/AlertToastHost.tsx';
import type { SiteStore } from '../store/store.ts';
import type { RealtimeConnection } from './connection.ts';
import { liveConnection } from './liveConnection.ts';
import { loadOnce } from './loadOnce.ts';
import { useSiteState } from '../store/useSiteState.ts';

export interface NotificationsBridgeProps {
  store: SiteStore;
  /** null: no socket (mock mode). */
  connect: (() => RealtimeConnection) | null;
}

/**
 * Spec 1 §4: the notification socket opens at start for a member who is logged in, and after login.
 * A new user name means a new session, so the socket is opened afresh; logging out closes it.
 */
export function NotificationsBridge({ store, connect }: NotificationsBridgeProps) {
  const { username } = useSiteState(store);
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;

  useEffect(() => {
    if (!username || !connect) return;
    const connection = connect();
    liveConnection.set(connection);
    // The messages' schemas load with a member's socket, not with every visitor's first page; the
    // messages wait for them in the order they came.
    const handling = loadOnce(() => import('./notifications.ts'));
    void handling().catch(() => undefined);
    connection.subscribe(notificationsPath(username), (message) => {
      handling().then(
        ({ handleNotification }) =>
          handleNotification(message, {
            actions: store.actions,
            navigate: (to) => navigateRef.current(to),
            closeSocket: () => void connection.stop(),
            announce: (text, tone) => toastRef.current.show(text, tone),
          }),
        (error: unknown) =>
          console.warn('realtime: a notification was dropped: its handler did not load', error),
      );
    });
    connection.start();
    return () => {
      liveConnection.clear(connection);
      void connection.stop();
    };
  }, [username, connect, store]);

  return username ? <AlertToastHost /> : null;
}
