import type { FavoriteItem } from '@coinsight/domain/api';
import { targetHref } from '@coinsight/domain/indicatorMenu';
import { messages } from '@coinsight/domain/messages';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import * as styles from '../private/cards.css.ts';

export interface FavoriteChartsGridProps {
  /** favorite/0's items; null while they load. */
  items: readonly FavoriteItem[] | null;
  /** Heading of the grid. @default '我的收藏图表' */
  title?: string;
  /** Where 去收藏 leads. @default '/toTarget' */
  emptyHref?: string;
}

/**
 * Spec 2 §2.5: the member's favourite charts, each opening its indicator; with none, an empty
 * notice and a 去收藏 button leading to the indicator page.
 */
export function FavoriteChartsGrid({
  items,
  title = '我的收藏图表',
  emptyHref = '/toTarget',
}: FavoriteChartsGridProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {items === null ? (
        <p role="status">正在加载收藏…</p>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{messages.indicators.noFavorites}</p>
          <Link className={styles.action} href={emptyHref}>
            去收藏
          </Link>
        </div>
      ) : (
        <ul className={styles.grid} aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.item_id}>
              <Link
                className={styles.card}
                href={targetHref(Math.max(1, item.list_index), Math.max(1, item.unit_index))}
              >
                {item.imgSrc ? (
                  <img className={styles.image} src={item.imgSrc} alt="" />
                ) : (
                  <span className={styles.placeholder} aria-hidden="true">
                    暂无预览图
                  </span>
                )}
                <span className={styles.cardTitle}>{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
