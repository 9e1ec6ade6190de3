import type { NewsItem } from '@coinsight/domain/api';
import { newsTypeMark } from '@coinsight/domain/newsView';
import { Button } from 'react-aria-components';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import * as news from '../private/news.css.ts';
import * as styles from './NewsCard.css.ts';

export interface NewsCardProps {
  item: NewsItem;
  /** The title was chosen: open the detail. */
  onOpen: (item: NewsItem) => void;
  /** 相关新闻: open the related-news timeline; no button without it or without related ids. */
  onRelated?: (item: NewsItem) => void;
}

/** One item of the news list, marked bullish, bearish or neutral (spec 2 §1). */
export function NewsCard({ item, onOpen, onRelated }: NewsCardProps) {
  const mark = newsTypeMark(item.type);
  return (
    <article className={styles.root} data-tone={mark.tone} aria-label={item.title}>
      <div className={styles.meta}>
        <time className={styles.time} dateTime={`${item.date}T${item.times}+08:00`}>
          {item.times}
        </time>
        <span className={news.toneBadge[mark.tone]}>{mark.label}</span>
        {item.important ? <span className={news.eventBadge}>大事件</span> : null}
        <span className={styles.topic}>{item.topic}</span>
        <DemoMark demo={item.demo} />
      </div>
      <h3 className={styles.title}>
        <Button className={styles.titleButton} onPress={() => onOpen(item)}>
          {item.title}
        </Button>
      </h3>
      <p className={styles.summary}>{item.summary}</p>
      <div className={styles.footer}>
        <span className={news.muted}>
          {item.source}
          {item.author.name ? ` · ${item.author.name}` : ''}
        </span>
        {onRelated && item.related.length > 0 ? (
          <Button className={styles.related} onPress={() => onRelated(item)}>
            相关新闻
          </Button>
        ) : null}
      </div>
    </article>
  );
}
