import { checkMessageText, defaultMessageMaxChars, uploadAccept } from '@coinsight/domain/chat';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  FileTrigger,
  Label,
  Popover,
  TextArea,
  TextField,
} from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmojiPicker } from '../EmojiPicker/EmojiPicker.tsx';
import * as styles from './MessageComposer.css.ts';

export const messageComposerTexts = {
  input: '输入消息',
  placeholder: '输入消息，Enter 发送，Shift+Enter 换行',
  send: '发送',
  sending: '发送中…',
  emoji: '表情',
  attach: '发送图片或文件',
  uploading: '上传中…',
} as const;

export interface MessageComposerProps {
  /** Sends the trimmed text; the composer keeps the text if this rejects. */
  onSend: (text: string) => Promise<unknown>;
  /** Sends a picture or a file the member chose. */
  onUpload: (file: File) => Promise<unknown>;
  /** Told why a text was not sent (too long); blank text is simply not sent (spec 1 §5). */
  onRefuse?: (reason: string) => void;
  /** @default 2000 */
  maxChars?: number;
  /** Nothing can be sent (no group open, the room refused). @default false */
  isDisabled?: boolean;
}

/**
 * The composer: text, the 12 emojis and an upload button. Nothing is sent while another send is in
 * progress (spec 1 §5).
 */
export function MessageComposer({
  onSend,
  onUpload,
  onRefuse,
  maxChars = defaultMessageMaxChars,
  isDisabled = false,
}: MessageComposerProps) {
  const t = messageComposerTexts;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  const send = async () => {
    if (sending || isDisabled) return;
    const checked = checkMessageText(text, maxChars);
    if (!checked.ok) {
      if (text.trim() !== '') onRefuse?.(checked.reason);
      return;
    }
    setSending(true);
    try {
      await onSend(checked.text);
      setText('');
    } catch {
      // The caller shows the reason; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || uploading) return;
    setUploading(true);
    try {
      await onUpload(file);
    } catch {
      // The caller shows the server's reason (413 文件过大, 不支持该文件类型).
    } finally {
      setUploading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const el = input.current;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, at) + emoji + text.slice(end));
  };

  return (
    <div className={styles.composer}>
      <div className={styles.tools}>
        <DialogTrigger>
          <AriaButton className={styles.tool} aria-label={t.emoji} isDisabled={isDisabled}>
            😀
          </AriaButton>
          <Popover placement="top start" className={styles.popover}>
            <Dialog aria-label={t.emoji} className={styles.popoverDialog}>
              {({ close }) => (
                <EmojiPicker
                  onPick={(emoji) => {
                    insertEmoji(emoji);
                    close();
                  }}
                />
              )}
            </Dialog>
          </Popover>
        </DialogTrigger>
        <FileTrigger
          acceptedFileTypes={uploadAccept.split(',')}
          onSelect={(files) => void upload(files)}
        >
          <AriaButton
            className={styles.tool}
            aria-label={uploading ? t.uploading : t.attach}
            isDisabled={isDisabled || uploading}
          >
            {uploading ? '⏳' : '📎'}
          </AriaButton>
        </FileTrigger>
      </div>
      <div className={styles.row}>
        <TextField className={styles.field} value={text} onChange={setText} isDisabled={isDisabled}>
          <Label className={styles.hidden}>{t.input}</Label>
          <TextArea
            ref={input}
            className={styles.input}
            rows={2}
            placeholder={t.placeholder}
            onKeyDown={onKeyDown}
          />
        </TextField>
        <Button
          className={styles.send}
          isDisabled={isDisabled || sending || text.trim() === ''}
          onPress={() => void send()}
        >
          {sending ? t.sending : t.send}
        </Button>
      </div>
    </div>
  );
}
