import type { AnalysisLatestSummary } from '@coinsight/domain/api';
import { longDayLabel } from '@coinsight/domain/analysisView';
import { messages } from '@coinsight/domain/messages';
import { Link } from 'react-aria-components';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as shared from '../private/analysis.css.ts';
import * as styles from './LatestAnalysis.css.ts';

const m = messages.analysis;

export const latestAnalysisStatuses = ['loading', 'ready', 'error'] as const;
export type LatestAnalysisStatus = (typeof latestAnalysisStatuses)[number];

export interface LatestAnalysisProps {
  /** The newest day in short; null while no analysis exists. */
  latest: AnalysisLatestSummary | null;
  /** @default 'ready' */
  status?: LatestAnalysisStatus;
  /** The daily analysis page's address for a day. */
  dayHref: (date: string) => string;
  onRetry?: () => void;
}

/**
 * Spec 1 §2.3: the home's AI report block leads with the newest daily analysis — its day, the two
 * summaries, the abnormal indicators by name and the count of 利好 and 利空 items — linking to the day.
 */
export function LatestAnalysis({
  latest,
  status = 'ready',
  dayHref,
  onRetry,
}: LatestAnalysisProps) {
  return (
    <div className={styles.root} aria-busy={status === 'loading'}>
      <LoadState
        state={status}
        loadingText="每日分析加载中…"
        errorText="每日分析加载失败"
        onRetry={onRetry}
      >
        {latest === null ? (
          <p className={shared.muted}>{m.noRecords}</p>
        ) : (
          <article className={styles.card} aria-labelledby="latest-analysis-title">
            <div className={styles.head}>
              <h3 id="latest-analysis-title" className={styles.title}>
                {m.latestTitle} · {longDayLabel(latest.date)}
              </h3>
              <Link className={styles.more} href={dayHref(latest.date)}>
                查看完整分析
              </Link>
            </div>
            <dl className={styles.facts}>
              <dt className={styles.term}>{m.technicalSummaryTitle}</dt>
              <dd className={styles.text}>{latest.technical_summary}</dd>
              <dt className={styles.term}>{m.newsSummaryTitle}</dt>
              <dd className={styles.text}>{latest.news_summary}</dd>
              <dt className={styles.term}>{m.abnormalTitle}</dt>
              <dd className={styles.text}>
                {latest.abnormal.length === 0 ? (
                  m.noAbnormal
                ) : (
                  <ul className={styles.chips}>
                    {latest.abnormal.map((name) => (
                      <li key={name} className={styles.chip}>
                        {name}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
              <dt className={styles.term}>重大消息</dt>
              <dd className={styles.counts}>
                <span className={shared.toneBadge.bullish}>利好 {latest.bullish}</span>
                <span className={shared.toneBadge.bearish}>利空 {latest.bearish}</span>
              </dd>
            </dl>
            <p className={styles.disclaimer}>{m.disclaimer}</p>
          </article>
        )}
      </LoadState>
    </div>
  );
}
