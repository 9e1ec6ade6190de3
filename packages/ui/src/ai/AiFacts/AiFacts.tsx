import type { AiFact } from '@coinsight/domain/api';
import * as styles from './AiFacts.css.ts';

export interface AiFactsProps {
  /** The facts from the product's data the answer used, each with the page it comes from. */
  facts: readonly AiFact[];
  /** Whether the list starts open. @default false */
  defaultOpen?: boolean;
}

/** Under an answer: which of the product's figures it used, each linked to its page (issue 36). */
export function AiFacts({ facts, defaultOpen = false }: AiFactsProps) {
  if (facts.length === 0) return null;
  return (
    // data-ai-facts: the product's own disclosure, told apart from a <details> an answer might carry.
    <details className={styles.root} open={defaultOpen} data-ai-facts="">
      <summary className={styles.summary}>本回答使用的数据（{facts.length} 条）</summary>
      <ul className={styles.list}>
        {facts.map((fact) => (
          <li key={fact.key}>
            <span className={styles.title}>{fact.title}</span>：{fact.text}
            <a className={styles.link} href={fact.page}>
              查看
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
