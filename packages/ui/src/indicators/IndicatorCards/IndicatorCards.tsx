import { homeIndicatorCards } from '@coinsight/domain/indicatorMenu';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import * as styles from '../private/cards.css.ts';

export interface IndicatorCard {
  title: string;
  summary: string;
  href: string;
}

export interface IndicatorCardsProps {
  /** The cards. @default the four home indicators (存量流量模型, NUPL, 巨鲸指标, 彩虹图) */
  cards?: readonly IndicatorCard[];
  /** Heading of the block. @default '核心指标' */
  title?: string;
}

/** Spec 1 §2.3: the home page's four indicator cards, each opening its chart on /toTarget. */
export function IndicatorCards({
  cards = homeIndicatorCards,
  title = '核心指标',
}: IndicatorCardsProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.fullRowGrid} aria-labelledby={headingId}>
        {cards.map((card) => (
          <li key={card.href} className={styles.card}>
            <Link className={styles.cardLink} href={card.href}>
              {card.title}
            </Link>
            <p className={styles.cardText}>{card.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
