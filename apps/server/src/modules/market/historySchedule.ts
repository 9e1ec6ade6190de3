import type { BtcDay } from '@coinsight/domain/indicators';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { MarketSettings } from '../../config.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { originOf } from '../../sources/failure.ts';
import type { SourceRegistry } from '../../sources/registry.ts';
import type { BtcHistoryService } from './btcHistory.ts';
import { fetchCoinMetrics } from './coinMetrics.ts';

/** A real history is read again this often (Coin Metrics publishes a day once, the next morning). */
export const historyEveryMs = 6 * 3_600_000;
/** While the source fails (or never answered), it is tried again this often. */
export const historyRetryMs = 10 * 60_000;
/** One page may take this long before the source counts as unreachable (issue 34: at most 5 s). */
export const historyTimeoutMs = 5_000;
/** A refresh asks from this many days before the last real day, so late revisions land. */
const overlapDays = 7;

/**
 * Reads the whole history (or, once real, its last days) from Coin Metrics and stores it in one
 * upsert, so the generated history is replaced at once and a chart never joins the two. Each page
 * prints a progress line (source, rows, time).
 */
export async function readHistory(
  deps: { btcHistory: BtcHistoryService; settings: MarketSettings; logger: Logger },
  signal?: AbortSignal,
): Promise<number> {
  const { btcHistory, settings, logger } = deps;
  const real = (await btcHistory.serving()) === 'real';
  const last = real ? (await btcHistory.latest())?.date : undefined;
  const from = last
    ? new Date(Date.parse(`${last}T00:00:00Z`) - overlapDays * 86_400_000)
        .toISOString()
        .slice(0, 10)
    : undefined;
  const started = performance.now();
  const days: BtcDay[] = [];
  for await (const page of fetchCoinMetrics({
    baseUrl: settings.coinMetricsUrl,
    timeoutMs: historyTimeoutMs,
    ...(from ? { from } : {}),
  })) {
    if (signal?.aborted) throw new Error('stopped');
    for (const day of page.days) if (day) days.push(day);
    logger.info(
      `比特币日线（Coin Metrics）：第 ${page.page} 页，累计 ${days.length} 行，${((performance.now() - started) / 1000).toFixed(1)} 秒`,
    );
  }
  if (days.length === 0) throw new Error('Coin Metrics answered no days (malformed)');
  const counts = await btcHistory.upsert(days, 'coinmetrics');
  logger.info(
    `比特币日线（Coin Metrics）：已载入 ${days.length} 行（新增 ${counts.inserted}，更新 ${counts.updated}），${((performance.now() - started) / 1000).toFixed(1)} 秒`,
  );
  return days.length;
}

/** Registers the history with the source registry and, with BTC_HISTORY_SOURCE=coinmetrics, its job. */
export function scheduleHistory(deps: {
  jobs: Jobs;
  sources: SourceRegistry;
  btcHistory: BtcHistoryService;
  settings: MarketSettings;
  clock: Clock;
  logger: Logger;
}): void {
  const { jobs, sources, btcHistory, settings, clock, logger } = deps;
  const configured = settings.history === 'coinmetrics' ? 'real' : 'demo';
  const read = async (signal?: AbortSignal) => {
    try {
      await readHistory({ btcHistory, settings, logger }, signal);
      await sources.succeeded('btc', new Date(clock.now().getTime() + historyEveryMs));
    } catch (error) {
      await sources.failed('btc', error, new Date(clock.now().getTime() + historyRetryMs));
    }
  };
  sources.register('btc', {
    configured,
    origin: configured === 'real' ? originOf(settings.coinMetricsUrl) : null,
    serving: () => btcHistory.serving(),
    rows: async () => (await btcHistory.daily()).length,
    ...(configured === 'real' ? { refresh: () => read() } : {}),
  });
  if (configured === 'demo') return;
  jobs.every({
    name: 'market.btc-history',
    everyMs: historyRetryMs,
    run: async (signal) => {
      const status = await sources.status('btc');
      const due = status.next_run === null || Date.parse(status.next_run) <= clock.now().getTime();
      if (status.mode !== 'real' || due) await sources.track('btc', () => read(signal));
    },
  });
}
