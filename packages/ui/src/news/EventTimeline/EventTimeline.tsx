import type { NewsType } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  impactLabels,
  impactLevelOfType,
  impactLevels,
  timelineImpact,
} from '@coinsight/domain/news';
import { useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './EventTimeline.css.ts';

/** Spec 3 §4 and §9: one node appears every 500 ms. */
export const timelineRevealMs = 500;

/** Spec 3 §3: a node of the event timeline. */
export interface TimelineEvent {
  /** The news the node opens; a node without one cannot open a detail. */
  id?: number | null;
  /** Several news behind one node (the first is opened). */
  ids?: readonly number[];
  date: string;
  title: string;
  impact: NewsType;
  impact_description: string;
}

export const eventTimelineStatuses = ['loading', 'ready', 'login'] as const;
export type EventTimelineStatus = (typeof eventTimelineStatuses)[number];

export interface EventTimelineProps {
  /** @default '事件时间线' */
  title?: string;
  /** The nodes, oldest first. */
  events: readonly TimelineEvent[];
  /** login: a visitor is asked to log in first. @default 'ready' */
  status?: EventTimelineStatus;
  /** A node with an id was chosen: open /toNewsDetail?newsid=. */
  onOpen: (id: number) => void;
  /** 立即登录&注册. */
  onLogin?: () => void;
  /** 返回. */
  onBack?: () => void;
  /** Time between two nodes appearing, in ms. @default 500 */
  revealMs?: number;
}

const toneOf = (type: NewsType) =>
  type.startsWith('bullish') ? 'bullish' : type.startsWith('bearish') ? 'bearish' : 'neutral';

const idOf = (event: TimelineEvent): number | null => event.id ?? event.ids?.[0] ?? null;

function useReveal(count: number, stepMs: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    setShown(count > 0 ? 1 : 0);
    if (count <= 1) return;
    const timer = setInterval(() => {
      setShown((n) => {
        if (n + 1 >= count) clearInterval(timer);
        return Math.min(count, n + 1);
      });
    }, stepMs);
    return () => clearInterval(timer);
  }, [count, stepMs]);
  return shown;
}

/** Spec 3 §2.3: the latest-news timeline, nodes revealed one by one, with the AI评价 footer. */
export function EventTimeline({
  title = '事件时间线',
  events,
  status = 'ready',
  onOpen,
  onLogin,
  onBack,
  revealMs = timelineRevealMs,
}: EventTimelineProps) {
  const shown = useReveal(status === 'ready' ? events.length : 0, revealMs);
  const [refusal, setRefusal] = useState<string | null>(null);
  const overall = timelineImpact(events.map((e) => e.impact));

  let body;
  if (status === 'login') {
    body = (
      <div className={styles.gate}>
        <p className={styles.gateTitle}>请先登录</p>
        <p className={styles.muted}>登录后即可查看完整内容</p>
        {onLogin ? <Button onPress={onLogin}>立即登录&注册</Button> : null}
      </div>
    );
  } else if (status === 'loading') {
    body = (
      <div className={styles.gate} role="status">
        <p className={styles.gateTitle}>正在加载...</p>
        <p className={styles.muted}>请稍候片刻</p>
      </div>
    );
  } else if (events.length === 0) {
    body = <p className={styles.empty}>{messages.news.emptyTimeline}</p>;
  } else {
    body = (
      <>
        <div className={styles.track}>
          <div
            className={styles.line}
            data-part="line"
            style={{ height: `${(shown / events.length) * 100}%` }}
          />
          <ol className={styles.nodes}>
            {events.slice(0, shown).map((event, i) => {
              const level = impactLevelOfType(event.impact);
              const id = idOf(event);
              return (
                <li
                  key={`${event.date}-${i}`}
                  className={styles.node}
                  data-tone={toneOf(event.impact)}
                >
                  <time className={styles.date} dateTime={event.date}>
                    {event.date}
                  </time>
                  <AriaButton
                    className={styles.nodeTitle}
                    onPress={() => {
                      if (id === null) setRefusal(messages.news.nodeWithoutId);
                      else onOpen(id);
                    }}
                  >
                    {event.title}
                  </AriaButton>
                  <p className={styles.impact}>
                    <span className={styles.badge} data-level={level}>
                      {impactLabels[level]}
                    </span>
                    <span>{event.impact_description}</span>
                  </p>
                </li>
              );
            })}
          </ol>
        </div>
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
        {overall ? (
          <footer className={styles.footer} aria-label="AI评价">
            <p className={styles.footerTitle}>
              AI评价：<strong>{overall.label}</strong>
            </p>
            <ul className={styles.scale}>
              {impactLevels.map((level) => (
                <li
                  key={level}
                  className={styles.option}
                  data-level={level}
                  aria-current={level === overall.level || undefined}
                >
                  {impactLabels[level]}
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby="event-timeline-title">
      <div className={styles.head}>
        {onBack ? (
          <Button variant="ghost" onPress={onBack}>
            ‹ 返回
          </Button>
        ) : null}
        <h1 id="event-timeline-title" className={styles.title}>
          {title}
        </h1>
      </div>
      {body}
    </section>
  );
}
