import { useEffect, useRef } from 'react';
import { AiMarkdown } from '../AiMarkdown/AiMarkdown.tsx';
import type { AiFact } from '@coinsight/domain/api';
import { AiFacts } from '../AiFacts/AiFacts.tsx';
import { AiReasoning } from '../AiReasoning/AiReasoning.tsx';
import * as styles from './AiMessageList.css.ts';
import { useTyping } from './useTyping.ts';

/**
 * `streaming`: text still arriving; `typing`: a whole answer being revealed at 20 ms a character;
 * `failed`: the answer could not be had, the content says why.
 */
export const aiMessageStates = ['done', 'streaming', 'typing', 'failed'] as const;
export type AiMessageState = (typeof aiMessageStates)[number];

export interface AiMessageView {
  /** Stable key of the message. */
  id: string;
  role: 'user' | 'assistant';
  /** The question as typed, or the answer in Markdown. */
  content: string;
  /** The deep model's reasoning, if any. */
  reasoning?: string;
  /** @default 'done' */
  state?: AiMessageState;
  /** The product's facts the answer used, listed under it with links to their pages. */
  facts?: readonly AiFact[];
}

export interface AiMessageListProps {
  messages: readonly AiMessageView[];
  /** A question is out and nothing has come back yet. @default false */
  waiting?: boolean;
  /** Called when a `typing` message has been fully revealed. */
  onTyped?: (id: string) => void;
}

function AssistantMessage({
  message,
  onTyped,
}: {
  message: AiMessageView;
  onTyped?: (id: string) => void;
}) {
  const state = message.state ?? 'done';
  const text = useTyping(message.content, state === 'typing', () => onTyped?.(message.id));
  const thinking = state === 'streaming' && message.content === '';
  return (
    <article
      className={styles.assistant}
      aria-label="AI 回答"
      aria-busy={state === 'streaming' || state === 'typing'}
      data-state={state}
    >
      {message.reasoning ? <AiReasoning text={message.reasoning} thinking={thinking} /> : null}
      {state === 'failed' ? (
        <p className={styles.failed} role="alert">
          {message.content}
        </p>
      ) : (
        <AiMarkdown>{text}</AiMarkdown>
      )}
      {state === 'streaming' || state === 'typing' ? (
        <span className={styles.caret} aria-hidden="true" />
      ) : null}
      {message.facts && state !== 'typing' ? <AiFacts facts={message.facts} /> : null}
    </article>
  );
}

/** The conversation: the member's questions on the right, the answers as Markdown on the left. */
export function AiMessageList({ messages, waiting = false, onTyped }: AiMessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  // Follows the newest text as it arrives, the way a chat does.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, last?.content, waiting]);

  return (
    <div className={styles.root} role="log" aria-label="对话内容" aria-live="polite">
      {messages.map((message) =>
        message.role === 'user' ? (
          <article key={message.id} className={styles.user} aria-label="我的提问">
            <p className={styles.question}>{message.content}</p>
          </article>
        ) : (
          <AssistantMessage key={message.id} message={message} onTyped={onTyped} />
        ),
      )}
      {waiting ? (
        <p className={styles.waiting} role="status">
          AI 正在思考…
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
