import { useState, type KeyboardEvent } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './AiComposer.css.ts';

export interface AiComposerProps {
  /** Called with the question as typed; the box empties. */
  onSend: (message: string) => void;
  /** An answer is coming: the button reads 发送中... and stays disabled. @default false */
  loading?: boolean;
  /** No model chosen yet: nothing can be sent. @default false */
  disabled?: boolean;
  /** Longest question in characters. */
  maxLength?: number;
}

/** The question box: Enter sends, Shift+Enter a new line; blank or loading keeps 发送 disabled. */
export function AiComposer({
  onSend,
  loading = false,
  disabled = false,
  maxLength,
}: AiComposerProps) {
  const [value, setValue] = useState('');
  const blocked = loading || disabled || value.trim() === '';

  const send = () => {
    if (blocked) return;
    onSend(value);
    setValue('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter that confirms a Chinese input method's candidate is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={styles.root}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        className={styles.field}
        aria-label="输入问题"
        value={value}
        onChange={setValue}
        isDisabled={disabled}
        maxLength={maxLength}
      >
        <TextArea
          className={styles.input}
          rows={3}
          placeholder={disabled ? '请先选择模型' : '输入问题，Enter 发送，Shift+Enter 换行'}
          onKeyDown={onKeyDown}
        />
      </TextField>
      <Button type="submit" isDisabled={blocked} className={styles.send}>
        {loading ? '发送中...' : '发送'}
      </Button>
    </form>
  );
}
