import type { AlertFired } from '@coinsight/domain/realtime';

/** How long a fired alert's toast stays unless closed first. */
export const alertToastMs = 20_000;

type Listener = (items: readonly AlertFired[]) => void;

let shown: readonly AlertFired[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly AlertFired[]): void {
  shown = next;
  for (const listener of listeners) listener(shown);
}

/** The toasts of this tab: the notification socket adds to them, the host shows them. */
export const alertToasts = {
  current: (): readonly AlertFired[] => shown,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show(item: AlertFired): void {
    publish([...shown, item]);
    setTimeout(() => alertToasts.dismiss(item), alertToastMs);
  },
  dismiss(item: AlertFired): void {
    if (shown.includes(item)) publish(shown.filter((other) => other !== item));
  },
};
