import { Switch } from 'react-aria-components';
import * as styles from './AiChatHeader.css.ts';

export interface AiChatHeaderProps {
  /** The product name of the chosen model; null before one is chosen. */
  modelName: string | null;
  /** Multi-turn (多轮) sends the conversation with each question; single-turn (单轮) only the question. */
  keepHistory: boolean;
  onKeepHistoryChange: (keepHistory: boolean) => void;
  /** Streamed answers; spec 3 §4: off by default, which the page decides. */
  stream: boolean;
  onStreamChange: (stream: boolean) => void;
  /** Whether the settings can change now (not while an answer is coming). @default false */
  disabled?: boolean;
}

/** The chosen model's name with its 多轮/单轮 tag, and the 多轮对话 and 流式响应 switches. */
export function AiChatHeader({
  modelName,
  keepHistory,
  onKeepHistoryChange,
  stream,
  onStreamChange,
  disabled = false,
}: AiChatHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{modelName ?? 'AI 助手'}</h1>
        {modelName === null ? null : (
          <span className={styles.tag} data-multi={keepHistory || undefined}>
            {keepHistory ? '多轮' : '单轮'}
          </span>
        )}
      </div>
      {modelName === null ? null : (
        <div className={styles.controls}>
          <Switch
            className={styles.switchRoot}
            isSelected={keepHistory}
            onChange={onKeepHistoryChange}
            isDisabled={disabled}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            多轮对话
          </Switch>
          <Switch
            className={styles.switchRoot}
            isSelected={stream}
            onChange={onStreamChange}
            isDisabled={disabled}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            流式响应
          </Switch>
        </div>
      )}
    </header>
  );
}
