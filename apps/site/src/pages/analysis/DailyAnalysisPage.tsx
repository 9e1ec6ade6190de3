import type { AnalysisRecord } from '@coinsight/domain/api';
import {
  dailyAnalysisHref,
  openingPick,
  type AnalysisMenuMonth,
} from '@coinsight/domain/analysisView';
import { messages } from '@coinsight/domain/messages';
import { DailyAnalysis, type AnalysisMenuStatus, type AnalysisReportStatus } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { useDataMobile } from '../indicators/useDataMobile.ts';
import { detailHref } from '../news/newsData.ts';
import { loadDay, loadMenu } from './analysisData.ts';
import * as styles from './DailyAnalysisPage.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

interface Report {
  status: AnalysisReportStatus;
  record: AnalysisRecord | null;
}

/**
 * Spec 3 §2.2, §4: /toDailyAnalysis — the months and days menu and the chosen day's five sections.
 * At start the first dropdown's first day (the latest analysis) is picked, or the day the address
 * names; a pick puts the day in the address, so a reload or a shared link shows the same day.
 */
export function DailyAnalysisPage() {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  const wanted = new URLSearchParams(useSearch()).get('date');
  const [, navigate] = useLocation();
  const phone = useDataMobile();

  const [months, setMonths] = useState<AnalysisMenuMonth[]>([]);
  const [menuStatus, setMenuStatus] = useState<AnalysisMenuStatus>('loading');
  const [menuAttempt, setMenuAttempt] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [report, setReport] = useState<Report>({ status: 'loading', record: null });
  const [dayAttempt, setDayAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setMenuStatus('loading');
    loadMenu(call, abort.signal).then(
      (loaded) => {
        if (abort.signal.aborted) return;
        setMonths(loaded);
        setMenuStatus('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('analysis: menu failed', error);
        setMenuStatus('error');
      },
    );
    return () => abort.abort();
  }, [menuAttempt]);

  // The opening pick once the menu is in, and again when the address names another day.
  useEffect(() => {
    if (menuStatus !== 'ready') return;
    const pick = openingPick(months, wanted);
    setSelected((current) =>
      wanted === null && current !== null ? current : (pick?.date ?? null),
    );
  }, [menuStatus, months, wanted]);

  useEffect(() => {
    if (selected === null) return;
    const abort = new AbortController();
    setReport({ status: 'loading', record: null });
    loadDay(call, selected, abort.signal).then(
      (result) => {
        if (!abort.signal.aborted) setReport(result);
      },
      () => {},
    );
    return () => abort.abort();
    // A login or logout changes what the day answers (the record needs a member).
  }, [selected, dayAttempt, username]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.analysis.menuTitle}</h1>
      <DailyAnalysis
        months={months}
        menuStatus={menuStatus}
        selected={selected}
        onSelect={(date) => {
          setSelected(date);
          navigate(dailyAnalysisHref(date), { replace: true });
        }}
        record={report.record}
        reportStatus={report.status}
        phone={phone}
        newsHref={detailHref}
        onRetryMenu={() => setMenuAttempt((n) => n + 1)}
        onRetryReport={() => setDayAttempt((n) => n + 1)}
        onLogin={() => store.actions.openLogin()}
      />
    </div>
  );
}
