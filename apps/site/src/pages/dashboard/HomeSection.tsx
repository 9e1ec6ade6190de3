import { statistics } from '@coinsight/domain/api';
import { beijingDate } from '@coinsight/domain/time';
import { AdminStatistics, adminStatisticsTexts, type StatisticsRange } from '@coinsight/ui';
import { useState } from 'react';
import { call } from '../../api/client.ts';
import { OutboxPanel } from './OutboxPanel.tsx';
import { useAdminLoad } from './useAdminLoad.ts';

/** The last 30 Beijing days, today included. */
export function lastDays(today: string, days: number): StatisticsRange {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: today };
}

/**
 * The dashboard's 首页: the figures over a date range, then the outbox for a role that may read
 * it (its reset links log in as the member, so a 运营 does not see it).
 */
export function HomeSection({ showOutbox }: { showOutbox: boolean }) {
  const [today] = useState(() => beijingDate(new Date()));
  const [range, setRange] = useState(() => lastDays(today, 30));
  const load = useAdminLoad(
    (signal) => call(statistics, { query: range, signal }),
    `${range.start}/${range.end}`,
    adminStatisticsTexts.loadFailed,
  );
  return (
    <>
      <AdminStatistics
        statistics={load.data}
        range={range}
        today={today}
        onRangeChange={setRange}
        state={load.state}
        errorText={load.errorText}
        onRetry={load.retry}
      />
      {showOutbox && <OutboxPanel />}
    </>
  );
}
