import { ToggleButton } from 'react-aria-components';
import { ChatAvatar } from '../private/ChatAvatar.tsx';
import * as panel from '../private/panel.css.ts';
import * as styles from './ChatFunctionBar.css.ts';

/** Spec 1 §4: the chat window's view mode. */
export const chatViews = ['conversations', 'joinRequests'] as const;
export type ChatView = (typeof chatViews)[number];

export const chatViewLabels: Record<ChatView, string> = {
  conversations: '查看会话内容',
  joinRequests: '查看加群申请',
};

export interface ChatFunctionBarProps {
  /** The member's user name (masked or not); its avatar heads the bar. */
  username: string;
  /** The member's avatar picture, if any. @default '' */
  avatar?: string;
  view: ChatView;
  onViewChange: (view: ChatView) => void;
  /** Pending join requests, shown on 查看加群申请. @default 0 */
  pendingRequests?: number;
}

/** The window's left function bar: the member's avatar and the two views. */
export function ChatFunctionBar({
  username,
  avatar = '',
  view,
  onViewChange,
  pendingRequests = 0,
}: ChatFunctionBarProps) {
  return (
    <nav className={styles.bar} aria-label="聊天功能">
      <span className={styles.me} title={username}>
        <ChatAvatar src={avatar} name={username} />
        <span className={styles.visuallyHidden}>当前用户 {username}</span>
      </span>
      {chatViews.map((option) => (
        <ToggleButton
          key={option}
          className={styles.view}
          isSelected={view === option}
          onChange={() => onViewChange(option)}
        >
          <span aria-hidden="true" className={styles.icon}>
            {option === 'conversations' ? '💬' : '👥'}
          </span>
          <span className={styles.label}>{chatViewLabels[option]}</span>
          {option === 'joinRequests' && pendingRequests > 0 ? (
            <span className={`${panel.count} ${styles.count}`}>
              {pendingRequests}
              <span className={styles.visuallyHidden}> 条待处理</span>
            </span>
          ) : null}
        </ToggleButton>
      ))}
    </nav>
  );
}
