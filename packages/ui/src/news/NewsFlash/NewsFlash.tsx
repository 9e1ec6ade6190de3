import type { NewsItem } from '@coinsight/domain/api';
import { newsTypeMark } from '@coinsight/domain/newsView';
import { Button, Link } from 'react-aria-components';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as news from '../private/news.css.ts';
import * as styles from './NewsFlash.css.ts';

export const newsFlashStatuses = ['loading', 'ready', 'error'] as const;
export type NewsFlashStatus = (typeof newsFlashStatuses)[number];

export interface NewsFlashProps {
  /** The latest news, newest first. */
  items: readonly NewsItem[];
  /** @default 'ready' */
  status?: NewsFlashStatus;
  /** Where 查看更多 leads. @default '/toNews' */
  moreHref?: string;
  onOpen: (item: NewsItem) => void;
  onRetry?: () => void;
}

/** Spec 1 §2.3: the home page's news flash, the latest items with their time and lean. */
export function NewsFlash({
  items,
  status = 'ready',
  moreHref = '/toNews',
  onOpen,
  onRetry,
}: NewsFlashProps) {
  return (
    <section className={styles.root} aria-labelledby="news-flash-title">
      <div className={styles.head}>
        <h2 id="news-flash-title" className={styles.title}>
          新闻快讯
        </h2>
        <Link className={styles.more} href={moreHref}>
          查看更多
        </Link>
      </div>
      <LoadState
        state={status}
        loadingText="快讯加载中…"
        errorText="快讯加载失败"
        onRetry={onRetry}
      >
        {items.length === 0 ? (
          <p className={news.muted}>暂无快讯</p>
        ) : (
          <ol className={styles.items} aria-label="最新快讯">
            {items.map((item) => {
              const mark = newsTypeMark(item.type);
              return (
                <li key={item.id} className={styles.item}>
                  <time className={styles.time} dateTime={`${item.date}T${item.times}+08:00`}>
                    {item.times}
                  </time>
                  <span className={news.toneBadge[mark.tone]}>{mark.label}</span>
                  <Button className={styles.itemTitle} onPress={() => onOpen(item)}>
                    {item.title}
                  </Button>
                  <DemoMark demo={item.demo} />
                </li>
              );
            })}
          </ol>
        )}
      </LoadState>
    </section>
  );
}
