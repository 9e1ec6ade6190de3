import type { RelatedNews } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { newsTypeMark } from '@coinsight/domain/newsView';
import { Button } from 'react-aria-components';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as news from '../private/news.css.ts';
import * as styles from './RelatedNewsTree.css.ts';

export const relatedNewsStatuses = ['loading', 'ready', 'error'] as const;
export type RelatedNewsStatus = (typeof relatedNewsStatuses)[number];

export interface RelatedNewsTreeProps {
  /** The related news, oldest first. */
  nodes: readonly RelatedNews[];
  /** @default 'ready' */
  status?: RelatedNewsStatus;
  /** The item the page shows: marked, not a link. */
  currentId?: number;
  /** What an empty tree says. @default '相关新闻数据为空' */
  emptyText?: string;
  /** @default '获取相关新闻失败，请稍后重试' */
  errorText?: string;
  onRetry?: () => void;
  onOpen: (id: number) => void;
}

/** Spec 2 §2.4 and §8: the news related to this one, as a dated branch, oldest first. */
export function RelatedNewsTree({
  nodes,
  status = 'ready',
  currentId,
  emptyText = messages.news.relatedEmpty,
  errorText = messages.news.relatedFetchFailedLater,
  onRetry,
  onOpen,
}: RelatedNewsTreeProps) {
  return (
    <section className={styles.root} aria-labelledby="related-news-title">
      <h2 id="related-news-title" className={styles.title}>
        相关新闻
      </h2>
      <LoadState
        state={status}
        loadingText="相关新闻加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        {nodes.length === 0 ? (
          <p className={news.muted}>{emptyText}</p>
        ) : (
          <ol className={styles.tree}>
            {nodes.map((node) => {
              const mark = newsTypeMark(node.type);
              const current = node.id === currentId;
              return (
                <li key={node.id} className={styles.node} data-tone={mark.tone}>
                  <div className={styles.when}>
                    <time dateTime={`${node.date}T${node.times}+08:00`}>
                      {node.date} {node.times}
                    </time>
                    <span className={news.toneBadge[mark.tone]}>{mark.label}</span>
                    <DemoMark demo={node.demo} />
                  </div>
                  {current ? (
                    <p className={styles.current} aria-current="page">
                      {node.title}（本文）
                    </p>
                  ) : (
                    <Button className={styles.link} onPress={() => onOpen(node.id)}>
                      {node.title}
                    </Button>
                  )}
                  <p className={styles.summary}>{node.summary}</p>
                </li>
              );
            })}
          </ol>
        )}
      </LoadState>
    </section>
  );
}
