import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './ChatWindow.css.ts';

export interface ChatWindowNoticeProps {
  /** What the member needs before chatting, e.g. 登录后即可加入会员群聊. */
  message: string;
  /** The button's label, e.g. 登录/注册 or 开通会员. */
  actionLabel: string;
  onAction: () => void;
}

/** The window's body for visitors and for members without VIP: why, and the way in. */
export function ChatWindowNotice({ message, actionLabel, onAction }: ChatWindowNoticeProps) {
  return (
    <div className={styles.notice}>
      <p>{message}</p>
      <Button onPress={onAction}>{actionLabel}</Button>
    </div>
  );
}
