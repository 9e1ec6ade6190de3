import type { KnowledgeItem } from '@coinsight/domain/api';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml.tsx';
import * as styles from './KnowledgeArticle.css.ts';

export interface KnowledgeArticleProps {
  /** The article as getknowledgeall serves it. */
  item: KnowledgeItem;
}

/**
 * A knowledge article as members read it on /toKnowledge: the lead line, then the body. An article
 * written in the dashboard's 文档 comes with its HTML (pictures included), cleaned once more with the
 * news bodies' allow-list; a shipped article has plain paragraphs only.
 */
export function KnowledgeArticle({ item }: KnowledgeArticleProps) {
  return (
    <article className={styles.root} aria-label={item.title}>
      <p className={styles.lead}>{item.header_klg}</p>
      {item.html ? (
        <SafeHtml className={styles.body} html={item.html} />
      ) : (
        item.content
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))
      )}
    </article>
  );
}
