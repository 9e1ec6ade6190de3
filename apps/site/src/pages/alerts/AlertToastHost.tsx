import { AlertToasts } from '@coinsight/ui';
import { useSyncExternalStore } from 'react';
import { alertToasts } from './alertToasts.ts';

/** Shows the alerts fired in this tab (the notification socket's alert_fired). */
export function AlertToastHost() {
  const items = useSyncExternalStore(alertToasts.subscribe, alertToasts.current);
  return <AlertToasts items={items} onDismiss={(item) => alertToasts.dismiss(item)} />;
}
