import { beijingDateTime } from '@coinsight/domain/time';
import type { ChatMessage } from '@coinsight/domain/realtime';
import { Button } from 'react-aria-components';
import { ChatAvatar } from '../private/ChatAvatar.tsx';
import { formatFileSize } from '../private/fileSize.ts';
import * as styles from './MessagePane.css.ts';

/** A message as the pane shows it: the room's own shape. */
export type PaneMessage = ChatMessage;

export interface MessageItemProps {
  message: PaneMessage;
  /** The member's own message, drawn on the right. */
  own: boolean;
  onViewImage: () => void;
  onImageLoad: () => void;
}

/** One line of the log. Text is a React text node: whatever a member types is never read as HTML. */
export function MessageItem({ message, own, onViewImage, onImageLoad }: MessageItemProps) {
  if (message.system !== undefined) {
    return (
      <li className={styles.system}>
        <span>{message.system}</span>
      </li>
    );
  }
  const time = beijingDateTime(message.sent_at, 'minute');
  return (
    <li className={own ? `${styles.message} ${styles.own}` : styles.message}>
      <ChatAvatar src={message.avatar} name={message.sender} size="sm" />
      <div className={styles.content}>
        <span className={styles.meta}>
          <span>{message.sender}</span>
          <time dateTime={message.sent_at}>{time}</time>
        </span>
        {message.image ? (
          <Button
            className={styles.imageButton}
            aria-label={`查看 ${message.sender} 发送的图片`}
            onPress={onViewImage}
          >
            <img
              className={styles.thumbnail}
              src={message.thumbnail ?? message.image}
              alt=""
              onLoad={onImageLoad}
            />
          </Button>
        ) : message.file || message.fileUrl ? (
          <a className={styles.file} href={message.fileUrl} download={message.fileName ?? true}>
            <span aria-hidden="true" className={styles.fileIcon}>
              📄
            </span>
            <span className={styles.fileText}>
              <span className={styles.fileName}>{message.fileName ?? '文件'}</span>
              {message.fileSize !== undefined ? (
                <span className={styles.fileSize}>{formatFileSize(message.fileSize)}</span>
              ) : null}
            </span>
          </a>
        ) : (
          <p className={styles.bubble}>{message.text}</p>
        )}
      </div>
    </li>
  );
}
