import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as panel from '../private/panel.css.ts';
import * as styles from './ChatWindow.css.ts';

/** A class keeping the right edge free for the minimized chat icon, where it is a tab (wide screens). */
export const chatLauncherGutter = styles.launcherGutter;

/** Spec 1 §2.8: the window is open, minimized to an icon, or closed. */
export const chatWindowStates = ['open', 'minimized', 'closed'] as const;
export type ChatWindowState = (typeof chatWindowStates)[number];

export const chatWindowTexts = {
  title: '群聊',
  region: '群聊窗口',
  open: '打开群聊',
  minimize: '最小化',
  close: '关闭群聊',
} as const;

export interface ChatWindowProps {
  state: ChatWindowState;
  onStateChange: (state: ChatWindowState) => void;
  /** Unread messages over all groups, on the minimized icon. @default 0 */
  unread?: number;
  /** @default '群聊' */
  title?: string;
  /** The window's body: the chat layout, or a notice for visitors and non-members. */
  children: ReactNode;
}

/**
 * The floating chat window of the shell. Open, it sits at the bottom right on desktop and fills the
 * screen on phones; minimized, it is an icon with the unread count; closed, nothing shows.
 */
export function ChatWindow({
  state,
  onStateChange,
  unread = 0,
  title = chatWindowTexts.title,
  children,
}: ChatWindowProps) {
  const t = chatWindowTexts;
  if (state === 'closed') return null;
  if (state === 'minimized') {
    return (
      <Button className={styles.icon} data-chat-launcher onPress={() => onStateChange('open')}>
        <span aria-hidden="true">💬</span>
        <span className={styles.iconLabel}>{t.open}</span>
        {unread > 0 ? (
          <span className={`${panel.count} ${styles.iconCount}`}>
            {unread > 99 ? '99+' : unread}
            <span className={styles.hidden}> 条未读</span>
          </span>
        ) : null}
      </Button>
    );
  }
  return (
    <section className={styles.window} aria-label={t.region}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <Button
          className={styles.control}
          aria-label={t.minimize}
          onPress={() => onStateChange('minimized')}
        >
          —
        </Button>
        <Button
          className={styles.control}
          aria-label={t.close}
          onPress={() => onStateChange('closed')}
        >
          ✕
        </Button>
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
