import { Button } from '../../primitives/Button/Button.tsx';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';
import type { PaneMessage } from './MessageItem.tsx';
import * as styles from './MessagePane.css.ts';

export interface ImageViewerProps {
  /** The image message shown; null closes the viewer. */
  message: PaneMessage | null;
  onClose: () => void;
}

/** An image message at full size, with a link to the original. */
export function ImageViewer({ message, onClose }: ImageViewerProps) {
  return (
    <DialogFrame
      isOpen={message !== null}
      onClose={onClose}
      title="查看图片"
      modalClassName={styles.viewer}
      actions={
        <>
          {message?.image ? (
            <a className={styles.original} href={message.image} target="_blank" rel="noreferrer">
              查看原图
            </a>
          ) : null}
          <Button onPress={onClose}>关闭</Button>
        </>
      }
    >
      {message?.image ? (
        <img className={styles.full} src={message.image} alt={`${message.sender} 发送的图片`} />
      ) : null}
    </DialogFrame>
  );
}
