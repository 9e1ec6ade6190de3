import { resultPagePath } from '@coinsight/domain/membership';
import { notificationMessage } from '@coinsight/domain/realtime';
import { alertToasts } from '../pages/alerts/alertToasts.ts';
import type { SiteActions } from '../store/store.ts';

export interface NotificationDeps {
  actions: Pick<
    SiteActions,
    'clearUser' | 'openOfflineNotice' | 'addJoinRequest' | 'chatGroupsChanged'
  >;
  navigate: (to: string) => void;
  closeSocket: () => void;
  /** Shows a short notice (the site's toast). */
  announce: (text: string, tone: 'success' | 'info') => void;
  log?: (message: string, error?: unknown) => void;
}

/** Spec 1 §4, push messages on the notification socket. Anything that does not parse is logged and dropped. */
export function handleNotification(
  raw: unknown,
  { actions, navigate, closeSocket, announce, log = console.warn }: NotificationDeps,
): void {
  const parsed = notificationMessage.safeParse(raw);
  if (!parsed.success) {
    log('realtime: ignored a notification that does not match the contract', parsed.error);
    return;
  }
  const message = parsed.data;
  switch (message.type) {
    case 'force_logout':
      actions.openOfflineNotice();
      actions.clearUser({ forced: true });
      closeSocket();
      navigate('/');
      return;
    case 'to_client':
      navigate(resultPagePath(message.out_trade_no));
      return;
    case 'join_request_notification':
      actions.addJoinRequest({
        id: message.id,
        username: message.username,
        group_name: message.group_name,
      });
      return;
    case 'join_request_decided':
      if (message.status === 'accepted') {
        actions.chatGroupsChanged();
        announce(`已加入群聊「${message.group_name}」`, 'success');
      } else {
        announce(`加入群聊「${message.group_name}」的申请未通过`, 'info');
      }
      return;
    case 'alert_fired':
      alertToasts.show(message);
      return;
  }
}
