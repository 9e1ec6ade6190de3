import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as panel from '../private/panel.css.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { MessageItem, type PaneMessage } from './MessageItem.tsx';
import * as styles from './MessagePane.css.ts';

export type { PaneMessage };

export const messagePaneStates = ['ready', 'loading', 'error'] as const;
export type MessagePaneState = (typeof messagePaneStates)[number];

export const messagePaneTexts = {
  log: '消息记录',
  empty: '还没有消息，来说第一句吧',
  loading: '消息加载中…',
  loadFailed: '消息加载失败，请稍后重试',
  older: '查看更早的消息',
  loadingOlder: '正在加载更早的消息…',
  noOlder: '没有更早的消息了',
  jump: (count: number) => `${count} 条新消息，回到最新`,
} as const;

/** How close to an edge (px) counts as being there. */
const edge = 48;

export interface MessagePaneProps {
  /** The group's name, the pane's heading. */
  title: string;
  /** The messages, oldest first. */
  messages: readonly PaneMessage[];
  /** The member's own sender name: their messages sit on the right. */
  me: string;
  /** @default 'ready' */
  state?: MessagePaneState;
  /** 重试 in the error state. */
  onRetry?: () => void;
  /** Older messages remain on the server. @default false */
  hasOlder?: boolean;
  /** Older messages are being fetched. @default false */
  loadingOlder?: boolean;
  /** Scrolling to the top (or the button there) asks for older messages. */
  onLoadOlder?: () => void;
  /** Beside the heading: the member-list toggle, for example. */
  actions?: ReactNode;
  /** Under the log: the composer. */
  children?: ReactNode;
}

/**
 * The open group's messages. Opens at the latest message; history loads on scrolling up (the
 * reader keeps their place); a message arriving while the reader is up in the history shows a
 * button back to the latest instead of moving them.
 */
export function MessagePane({
  title,
  messages,
  me,
  state = 'ready',
  onRetry,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  actions,
  children,
}: MessagePaneProps) {
  const t = messagePaneTexts;
  const log = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const [viewing, setViewing] = useState<PaneMessage | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const seen = useRef<{ firstId?: number; lastId?: number; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const before = seen.current;
    if (before.firstId !== undefined && firstId !== undefined && firstId < before.firstId) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (lastId !== before.lastId && lastId !== undefined) {
      const own = messages.at(-1)?.sender === me;
      if (atBottom.current || before.lastId === undefined || own) {
        el.scrollTop = el.scrollHeight;
        atBottom.current = true;
      } else {
        const arrived = messages.filter((m) => m.id > (before.lastId ?? 0)).length;
        setUnseen((n) => n + arrived);
      }
    }
    seen.current = { firstId, lastId, height: el.scrollHeight };
  }, [firstId, lastId, messages, me]);

  const onScroll = () => {
    const el = log.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < edge;
    if (atBottom.current) setUnseen(0);
    if (el.scrollTop < edge && hasOlder && !loadingOlder) onLoadOlder?.();
  };

  const toLatest = () => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  const keepAtBottom = () => {
    const el = log.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  };

  return (
    <section className={styles.pane} aria-label={title}>
      <header className={styles.header}>
        <h3 className={`${styles.title} ${panel.ellipsis}`}>{title}</h3>
        {actions}
      </header>
      <div className={styles.body}>
        <LoadState state={state} loadingText={t.loading} errorText={t.loadFailed} onRetry={onRetry}>
          {messages.length === 0 ? (
            <p className={panel.empty}>{t.empty}</p>
          ) : (
            <ol
              ref={log}
              className={styles.log}
              aria-label={t.log}
              tabIndex={0}
              onScroll={onScroll}
            >
              <li className={styles.older}>
                {hasOlder ? (
                  <Button variant="ghost" isDisabled={loadingOlder} onPress={() => onLoadOlder?.()}>
                    {loadingOlder ? t.loadingOlder : t.older}
                  </Button>
                ) : (
                  <span>{t.noOlder}</span>
                )}
              </li>
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  own={message.sender === me}
                  onViewImage={() => setViewing(message)}
                  onImageLoad={keepAtBottom}
                />
              ))}
            </ol>
          )}
          {unseen > 0 ? (
            <Button className={styles.jump} onPress={toLatest}>
              {t.jump(unseen)}
            </Button>
          ) : null}
        </LoadState>
      </div>
      {children}
      <ImageViewer message={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
