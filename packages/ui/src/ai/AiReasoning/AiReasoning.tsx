import * as styles from './AiReasoning.css.ts';

export interface AiReasoningProps {
  /** The deep model's reasoning, shown as plain text (it is never rendered as HTML). */
  text: string;
  /** True while the reasoning is still arriving: the block opens and says so. @default false */
  thinking?: boolean;
  /** Whether the block starts open. @default false */
  defaultOpen?: boolean;
}

/** The collapsible 思考过程 of the deep model, above its answer. */
export function AiReasoning({ text, thinking = false, defaultOpen = false }: AiReasoningProps) {
  return (
    <details className={styles.root} open={thinking || defaultOpen}>
      <summary className={styles.summary}>{thinking ? '思考中…' : '思考过程'}</summary>
      <p className={styles.text}>{text}</p>
    </details>
  );
}
