import type { ReactNode } from 'react';
import * as styles from './ChatWindow.css.ts';

export interface ChatWindowLayoutProps {
  /** The left function bar. */
  bar: ReactNode;
  /** The group list (conversations view); absent in the join-requests view. */
  list?: ReactNode;
  /** The message pane or the join-request list. */
  main: ReactNode;
  /** The member list, beside the pane on desktop and over it on phones. */
  aside?: ReactNode;
}

/** How the chat window's pieces sit: bar, list, main and members in a row; stacked on phones. */
export function ChatWindowLayout({ bar, list, main, aside }: ChatWindowLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.bar}>{bar}</div>
      {list ? <div className={styles.list}>{list}</div> : null}
      <div className={styles.main}>{main}</div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}
