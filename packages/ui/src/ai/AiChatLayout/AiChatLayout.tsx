import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './AiChatLayout.css.ts';

export interface AiChatLayoutProps {
  /** The sidebar (新对话, models, history). */
  sidebar: ReactNode;
  /** The header above the conversation. */
  header: ReactNode;
  /** The conversation or the welcome screen; it scrolls on its own. */
  children: ReactNode;
  /** The question box, kept at the bottom. */
  composer: ReactNode;
  /** On phones the sidebar is a panel over the chat; controlled when given. */
  sidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
}

/**
 * The /toAI frame: sidebar beside the chat on wide screens; on phones (≤ 768 px) the sidebar folds
 * behind a 会话列表 button so the conversation keeps the whole width.
 */
export function AiChatLayout({
  sidebar,
  header,
  children,
  composer,
  sidebarOpen,
  onSidebarOpenChange,
}: AiChatLayoutProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = sidebarOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onSidebarOpenChange?.(next);
  };

  return (
    <div className={styles.root}>
      <div className={styles.sidebar} data-open={open || undefined} id="ai-chat-sidebar">
        {sidebar}
      </div>
      <div className={styles.main}>
        <div className={styles.bar}>
          <Button
            variant="ghost"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="ai-chat-sidebar"
            onPress={() => setOpen(!open)}
          >
            {open ? '收起会话列表' : '会话列表'}
          </Button>
          <div className={styles.header}>{header}</div>
        </div>
        <div className={styles.body}>{children}</div>
        {composer}
      </div>
    </div>
  );
}
