import type { CalendarRow } from '@coinsight/domain/api';
import { adjacentDays, historyHref, openingDays } from '@coinsight/domain/calendarView';
import { messages } from '@coinsight/domain/messages';
import { beijingDate } from '@coinsight/domain/time';
import { EconomicCalendarTable, type CalendarTableStatus } from '@coinsight/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { LoginFirst } from '../macro/LoginFirst.tsx';
import {
  adjacentPreloadMs,
  calendarMemory,
  loadDay,
  loadOpeningDay,
  preloadDays,
} from './calendarData.ts';
import * as styles from './CalendarPages.css.ts';

type Load = { status: CalendarTableStatus; progress: number; rows: CalendarRow[] };

const sourceLabel = (source: string): string =>
  (messages.calendar.sources as Readonly<Record<string, string>>)[source] ?? source;

function Calendar() {
  const [, navigate] = useLocation();
  // Back from a history page the day shown before comes back (the spec keeps this page alive).
  const [day, setDay] = useState(() => calendarMemory.lastDay ?? beijingDate(Date.now()));
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: 10, rows: [] });
  // A first visit opens on the nearest day with releases; a day shown before or chosen is kept.
  const opening = useRef(calendarMemory.lastDay === null);
  const chooseDay = (next: string) => {
    opening.current = false;
    setDay(next);
  };

  useEffect(() => {
    calendarMemory.lastDay = day;
    const abort = new AbortController();
    let preload: ReturnType<typeof setTimeout> | undefined;
    const onProgress = (progress: number) => {
      if (!abort.signal.aborted) setLoad({ status: 'loading', progress, rows: [] });
    };
    const step = { call, signal: abort.signal, onProgress };
    const loading = opening.current
      ? loadOpeningDay(calendarMemory, openingDays(day), step)
      : loadDay(calendarMemory, day, step).then((outcome) => ({ day, outcome }));
    loading.then(
      ({ day: found, outcome }) => {
        if (abort.signal.aborted) return;
        opening.current = false;
        // The rows are in memory now: showing the day found reads them from there.
        if (found !== day) {
          setDay(found);
          return;
        }
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
      onDayChange={chooseDay}
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
