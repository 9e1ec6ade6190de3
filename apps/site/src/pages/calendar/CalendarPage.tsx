import type { CalendarRow } from '@coinsight/domain/api';
import { adjacentDays, historyHref } from '@coinsight/domain/calendarView';
import { messages } from '@coinsight/domain/messages';
import { beijingDate } from '@coinsight/domain/time';
import { EconomicCalendarTable, type CalendarTableStatus } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { LoginFirst } from '../macro/LoginFirst.tsx';
import { adjacentPreloadMs, calendarMemory, loadDay, preloadDays } from './calendarData.ts';
import * as styles from './CalendarPages.css.ts';

type Load = { status: CalendarTableStatus; progress: number; rows: CalendarRow[] };

const sourceLabel = (source: string): string =>
  (messages.calendar.sources as Readonly<Record<string, string>>)[source] ?? source;

function Calendar() {
  const [, navigate] = useLocation();
  // Back from a history page the day shown before comes back (the spec keeps this page alive).
  const [day, setDay] = useState(() => calendarMemory.lastDay ?? beijingDate(Date.now()));
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: 10, rows: [] });

  useEffect(() => {
    calendarMemory.lastDay = day;
    const abort = new AbortController();
    let preload: ReturnType<typeof setTimeout> | undefined;
    const onProgress = (progress: number) => {
      if (!abort.signal.aborted) setLoad({ status: 'loading', progress, rows: [] });
    };
    loadDay(calendarMemory, day, { call, signal: abort.signal, onProgress }).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        setLoad(
          outcome.ok
            ? { status: 'ready', progress: 100, rows: outcome.value }
            : { status: 'failed', progress: 0, rows: [] },
        );
        preload = setTimeout(() => {
          void preloadDays(calendarMemory, adjacentDays(day), { call, signal: abort.signal });
        }, adjacentPreloadMs);
      },
      () => {},
    );
    return () => {
      abort.abort();
      clearTimeout(preload);
    };
  }, [day]);

  return (
    <EconomicCalendarTable
      day={day}
      onDayChange={setDay}
      rows={load.rows}
      status={load.status}
      progress={load.progress}
      onOpen={(row) => navigate(historyHref(row))}
      sourceLabel={sourceLabel}
    />
  );
}

/** Spec 3 §2.7: the economic calendar (toFinancialDataOkx), for logged-in users. */
export function CalendarPage() {
  return (
    <div className={styles.page}>
      <LoginFirst>
        <Calendar />
      </LoginFirst>
    </div>
  );
}
