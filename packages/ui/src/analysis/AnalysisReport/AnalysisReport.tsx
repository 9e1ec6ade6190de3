import type { AnalysisRecord } from '@coinsight/domain/api';
import {
  indicatorTarget,
  longDayLabel,
  majorTone,
  newsTarget,
  targetHref,
  type AnalysisTarget,
} from '@coinsight/domain/analysisView';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as shared from '../private/analysis.css.ts';
import * as styles from './AnalysisReport.css.ts';

const m = messages.analysis;

export const analysisReportStatuses = ['loading', 'ready', 'error', 'login', 'missing'] as const;
export type AnalysisReportStatus = (typeof analysisReportStatuses)[number];

export interface AnalysisReportProps {
  /** The day asked for, `YYYY-MM-DD`; its long label heads the report. */
  date: string;
  /** The day's record; read only when status is 'ready'. */
  record: AnalysisRecord | null;
  /**
   * 'login': a visitor (the record needs a login); 'missing': the day has no record (404).
   * @default 'ready'
   */
  status?: AnalysisReportStatus;
  /** How the site addresses a news item's detail page (event-detail, major-event-detail). */
  newsHref: (id: number) => string;
  /** 重试 after a failed load. */
  onRetry?: () => void;
  /** 登录 in the login state. */
  onLogin?: () => void;
}

function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line, index) => (
      <p key={index} className={styles.text}>
        {line}
      </p>
    ));
}

/** A title that opens its target: a site page in place, an article elsewhere in a new tab. */
function TargetLink({
  target,
  newsHref,
  children,
}: {
  target: AnalysisTarget | null;
  newsHref: (id: number) => string;
  children: ReactNode;
}) {
  const href = targetHref(target, newsHref);
  if (!href) return <span className={styles.itemTitle}>{children}</span>;
  if (target?.kind === 'external') {
    return (
      <Link className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={styles.external}>（原文）</span>
      </Link>
    );
  }
  return (
    <Link className={styles.link} href={href}>
      {children}
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Sections({
  record,
  newsHref,
}: {
  record: AnalysisRecord;
  newsHref: (id: number) => string;
}) {
  const id = (part: string) => `analysis-${record.date}-${part}`;
  const { technical, news } = record;
  return (
    <>
      <Section id={id('technical')} title={m.technicalSummaryTitle}>
        <Paragraphs text={technical.summary} />
      </Section>

      <Section id={id('abnormal')} title={m.abnormalTitle}>
        {technical.indicators.length === 0 ? (
          <p className={shared.muted}>{m.noAbnormal}</p>
        ) : (
          <ul className={styles.cards}>
            {technical.indicators.map((item) => (
              <li key={`${item.kind}-${item.name}`} className={styles.card}>
                <div className={styles.cardHead}>
                  <TargetLink target={indicatorTarget(item)} newsHref={newsHref}>
                    {item.name}
                  </TargetLink>
                  <span className={styles.value}>{item.value}</span>
                </div>
                <p className={styles.text}>{item.interpretation}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id={id('news')} title={m.newsSummaryTitle}>
        <Paragraphs text={news.summary} />
      </Section>

      <Section id={id('events')} title={m.eventsTitle}>
        {news.events.length === 0 ? (
          <p className={shared.muted}>{m.noEvents}</p>
        ) : (
          <ol className={styles.rows}>
            {news.events.map((event, index) => (
              <li key={index} className={styles.row}>
                <time className={styles.time} dateTime={`${record.date}T${event.time}+08:00`}>
                  {event.time}
                </time>
                <div className={styles.rowBody}>
                  <TargetLink target={newsTarget(event)} newsHref={newsHref}>
                    {event.title}
                  </TargetLink>
                  <p className={styles.text}>{event.brief}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section id={id('major')} title={m.majorTitle}>
        {news.major.length === 0 ? (
          <p className={shared.muted}>{m.noMajor}</p>
        ) : (
          <ol className={styles.rows}>
            {news.major.map((item, index) => (
              <li key={index} className={styles.row}>
                <span className={shared.toneBadge[majorTone(item.type)]}>{item.type}</span>
                <div className={styles.rowBody}>
                  <TargetLink target={newsTarget(item)} newsHref={newsHref}>
                    {item.title}
                  </TargetLink>
                  <p className={styles.text}>{item.brief}</p>
                  <time className={styles.time} dateTime={`${record.date}T${item.time}+08:00`}>
                    {item.time}
                  </time>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <p className={styles.footnote}>
        {m.disclaimer}。更新于 {beijingDateTime(record.updated_at, 'minute')}（北京时间）
        {record.edited ? `，${m.edited}` : ''}
      </p>
    </>
  );
}

/**
 * Spec 3 §2.2: one day's analysis in five sections — technical summary, abnormal indicators (each
 * opening its chart), news summary, news events and the major 利好/利空 items (each opening its news).
 */
export function AnalysisReport({
  date,
  record,
  status = 'ready',
  newsHref,
  onRetry,
  onLogin,
}: AnalysisReportProps) {
  const headingId = `analysis-${date}-title`;
  return (
    <article className={styles.root} aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId} className={styles.title}>
        {longDayLabel(date)} 每日分析
      </h2>
      {status === 'login' ? (
        <div className={styles.gate}>
          <p className={shared.muted}>{m.loginToRead}</p>
          {onLogin ? <Button onPress={onLogin}>登录/注册</Button> : null}
        </div>
      ) : status === 'missing' ? (
        <p className={shared.muted} role="status">
          {m.dayNotFound}
        </p>
      ) : (
        <LoadState
          state={status}
          loadingText="分析加载中…"
          errorText="每日分析加载失败"
          onRetry={onRetry}
        >
          {record ? <Sections record={record} newsHref={newsHref} /> : null}
        </LoadState>
      )}
    </article>
  );
}
