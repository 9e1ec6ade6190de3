import type { ViewedNews } from '@coinsight/domain/api';
import {
  carouselCapacity,
  carouselLastStart,
  carouselStartAfterDrag,
  carouselVisible,
  clampCarouselStart,
  dragStarted,
} from '@coinsight/domain/newsView';
import { useRef, useState, type PointerEvent } from 'react';
import { Button } from 'react-aria-components';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as news from '../private/news.css.ts';
import * as styles from './RecentlyViewedCarousel.css.ts';

export const carouselStatuses = ['loading', 'ready', 'error'] as const;
export type CarouselStatus = (typeof carouselStatuses)[number];

export interface RecentlyViewedCarouselProps {
  /** The member's recently viewed news, most recent first (the first ten are shown). */
  items: readonly ViewedNews[];
  /** @default 'ready' */
  status?: CarouselStatus;
  /** How many items show at once. @default 6 */
  visible?: number;
  onOpen: (id: number) => void;
  onRetry?: () => void;
}

const statusLabels: Record<
  ViewedNews['status'],
  { label: string; tone: 'bullish' | 'bearish' | 'neutral' }
> = {
  good: { label: '利好', tone: 'bullish' },
  bad: { label: '利空', tone: 'bearish' },
  neutral: { label: '中性', tone: 'neutral' },
};

interface Press {
  pointerId: number;
  x: number;
  at: number;
  /** When the press became a drag (held 500 ms, then moved); null while it is still a press. */
  dragAt: number | null;
  dx: number;
}

/**
 * Spec 2 §2.5 and §9: the ten news the member viewed last, six in view. Held 500 ms, the row can be
 * dragged; past a quarter of its width it moves one item. The arrows do the same for keyboards.
 */
export function RecentlyViewedCarousel({
  items,
  status = 'ready',
  visible = carouselVisible,
  onOpen,
  onRetry,
}: RecentlyViewedCarouselProps) {
  const shown = items.slice(0, carouselCapacity);
  const [start, setStart] = useState(0);
  const [offset, setOffset] = useState(0);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const first = clampCarouselStart(start, shown.length, visible);
  const last = carouselLastStart(shown.length, visible);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    press.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      at: event.timeStamp,
      dragAt: null,
      dx: 0,
    };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    if (!p || p.pointerId !== event.pointerId) return;
    if (p.dragAt === null) {
      if (!dragStarted(event.timeStamp - p.at)) return;
      p.dragAt = event.timeStamp;
    }
    p.dx = event.clientX - p.x;
    dragged.current = true;
    setOffset(p.dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    press.current = null;
    if (!p || p.dragAt === null) return;
    setStart(
      carouselStartAfterDrag({
        start: first,
        count: shown.length,
        heldMs: p.dragAt - p.at,
        dx: p.dx,
        width: event.currentTarget.getBoundingClientRect().width,
        visible,
      }),
    );
    setOffset(0);
  };

  return (
    <section className={styles.root} aria-labelledby="recently-viewed-title">
      <div className={styles.head}>
        <h2 id="recently-viewed-title" className={styles.title}>
          最近浏览
        </h2>
        {shown.length > visible ? (
          <div className={styles.arrows}>
            <Button
              className={styles.arrow}
              aria-label="上一条"
              isDisabled={first === 0}
              onPress={() => setStart(first - 1)}
            >
              ‹
            </Button>
            <Button
              className={styles.arrow}
              aria-label="下一条"
              isDisabled={first >= last}
              onPress={() => setStart(first + 1)}
            >
              ›
            </Button>
          </div>
        ) : null}
      </div>
      <LoadState
        state={status}
        loadingText="最近浏览加载中…"
        errorText="最近浏览加载失败"
        onRetry={onRetry}
      >
        {shown.length === 0 ? (
          <p className={news.muted}>暂无浏览记录，去看看热点新闻吧</p>
        ) : (
          <div
            className={styles.viewport}
            data-part="carousel"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              press.current = null;
              setOffset(0);
            }}
          >
            <ul
              className={styles.track}
              data-dragging={offset !== 0 || undefined}
              style={{ transform: `translateX(calc(${(-first * 100) / visible}% + ${offset}px))` }}
            >
              {shown.map((item, index) => {
                const mark = statusLabels[item.status];
                const inView = index >= first && index < first + visible;
                return (
                  <li
                    key={item.id}
                    className={styles.slot}
                    style={{ flexBasis: `${100 / visible}%` }}
                    aria-hidden={!inView || undefined}
                  >
                    <button
                      type="button"
                      className={styles.card}
                      tabIndex={inView ? 0 : -1}
                      onClick={() => {
                        if (!dragged.current) onOpen(item.id);
                      }}
                    >
                      <span className={news.toneBadge[mark.tone]}>{mark.label}</span>
                      <span className={styles.cardTitle}>{item.title}</span>
                      <span className={styles.cardText}>{item.description}</span>
                      <span className={news.muted}>
                        {item.date} <DemoMark demo={item.demo} />
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </LoadState>
    </section>
  );
}
