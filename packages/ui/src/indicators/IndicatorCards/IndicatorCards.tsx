import type { IndicatorReading } from '@coinsight/domain/api';
import { homeIndicatorCards } from '@coinsight/domain/indicatorMenu';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import * as styles from '../private/cards.css.ts';

export interface IndicatorCard {
  title: string;
  summary: string;
  href: string;
}

/** The home cards' order (indicators.summary's summaryKeys): 存量流量模型, NUPL, 巨鲸指标, 彩虹图. */
const readingKeys = ['stock_to_flow', 'nupl', 'whale', 'rainbow'] as const;

export interface IndicatorCardsProps {
  /** The cards. @default the four home indicators (存量流量模型, NUPL, 巨鲸指标, 彩虹图) */
  cards?: readonly IndicatorCard[];
  /** Heading of the block. @default '核心指标' */
  title?: string;
  /**
   * Today's value and zone of each home card (indicators.summary), matched by position with the
   * default cards; null when unavailable.
   */
  readings?: readonly IndicatorReading[] | null;
  /** While the readings load: each card shows 加载中…. */
  loading?: boolean;
  /** The day the readings are of, YYYY-MM-DD. */
  date?: string | null;
  /** The readings come from the generated history (issue 34): 演示数据 after the date. */
  demo?: boolean;
}

function ReadingLine({ reading }: { reading: IndicatorReading | undefined | null }) {
  if (!reading) return null;
  const sameText = reading.value === reading.zone.name;
  return (
    <p className={styles.reading}>
      <span className={styles.zoneDot} style={{ background: reading.zone.color }} aria-hidden />
      {sameText ? (
        <span className={styles.readingValue}>{reading.value}</span>
      ) : (
        <>
          <span className={styles.readingValue}>{reading.value}</span>
          <span>{reading.zone.name}</span>
        </>
      )}
    </p>
  );
}

/** Spec 1 §2.3: the home page's four indicator cards, each opening its chart on /toTarget, with today's value and zone. */
export function IndicatorCards({
  cards = homeIndicatorCards,
  title = '核心指标',
  readings = null,
  loading = false,
  date = null,
  demo = false,
}: IndicatorCardsProps) {
  const headingId = useId();
  const byKey = new Map((readings ?? []).map((r) => [r.key, r]));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {/*
        The line holds its place while loading, and the cards their height (加载中… on the reading's
        line): the home is prerendered loading, and nothing below may move when the readings come.
      */}
      {date || loading ? (
        <p className={styles.dateLine}>
          数据日期：{date ? `${date}（UTC 日收盘）` : '加载中…'}
          <DemoMark demo={demo && !loading} />
        </p>
      ) : null}
      <ul className={styles.fullRowGrid} aria-labelledby={headingId}>
        {cards.map((card, index) => {
          const key = readingKeys[index];
          return (
            <li key={card.href} className={styles.card}>
              <Link className={styles.cardLink} href={card.href}>
                {card.title}
              </Link>
              {loading ? (
                <p className={styles.reading}>
                  <span className={styles.readingPending}>加载中…</span>
                </p>
              ) : (
                <ReadingLine reading={key ? byKey.get(key) : null} />
              )}
              <p className={styles.cardText}>{card.summary}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
