import type { DocumentKind } from '@coinsight/domain/documents';
import { useMemo } from 'react';
import { NewsDetail } from '../../news/NewsDetail/NewsDetail.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as styles from './DocumentPreview.css.ts';

export const documentPreviewStatuses = ['loading', 'ready', 'error'] as const;
export type DocumentPreviewStatus = (typeof documentPreviewStatuses)[number];

export interface DocumentPreviewProps {
  /** @default 'ready' */
  status?: DocumentPreviewStatus;
  kind: DocumentKind;
  title: string;
  /** Knowledge: the lead line under the title. */
  lead?: string;
  /** The body as the server would store it (the preview call's answer). */
  html: string;
  /** News: the publication instant shown, ISO-8601 (now for a draft). */
  time?: string;
  onBack: () => void;
  onRetry?: () => void;
  /** @default '预览失败，请重试' */
  errorText?: string;
}

/**
 * An article's paragraphs as members read them (getknowledgeall serves text): the text of each
 * block, read from an inert parsed document (nothing in it loads or runs).
 */
function paragraphsOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.querySelectorAll('p, li, h2, h3, h4, blockquote, pre, tr')]
    .filter((node) => !node.querySelector('p, li, tr'))
    .map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The document as members will see it: a news item in the news detail (its body cleaned again
 * there), an article as the plain paragraphs the knowledge page shows.
 */
export function DocumentPreview({
  status = 'ready',
  kind,
  title,
  lead,
  html,
  time,
  onBack,
  onRetry,
  errorText = '预览失败，请重试',
}: DocumentPreviewProps) {
  const paragraphs = useMemo(() => (kind === 'knowledge' ? paragraphsOf(html) : []), [kind, html]);
  return (
    <section className={styles.root} aria-label="预览">
      <div className={styles.bar}>
        <Button variant="ghost" onPress={onBack}>
          ‹ 返回编辑
        </Button>
        <p className={styles.note}>
          {kind === 'news' ? '会员看到的新闻详情' : '会员看到的知识文章（正文按段落显示文字）'}
        </p>
      </div>
      <LoadState state={status} loadingText="预览生成中…" errorText={errorText} onRetry={onRetry}>
        {kind === 'news' ? (
          <NewsDetail
            detail={{
              title,
              source: '币见',
              time: time ?? new Date().toISOString(),
              htmlcontent: html,
            }}
          />
        ) : (
          <article className={styles.article}>
            <h1 className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
            {paragraphs.map((text, i) => (
              <p key={i} className={styles.paragraph}>
                {text}
              </p>
            ))}
          </article>
        )}
      </LoadState>
    </section>
  );
}
