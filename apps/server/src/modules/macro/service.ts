import type { BtcDay } from '@coinsight/domain/indicators';
import { messages } from '@coinsight/domain/messages';
import {
  btcSeries,
  seriesById,
  type MacroSeries,
  type SeriesPoint,
} from '@coinsight/domain/market';
import type { Observation, SortOrder } from '../../contract.ts';
import { DomainError } from '../../domainError.ts';
import type { MacroRepo, MacroSource, UpsertCounts } from './repo.ts';

/** fred-data's query once the contract has read it. */
export interface ObservationsQuery {
  series_id: string;
  limit?: number | undefined;
  sort_order: SortOrder;
  observation_start?: string | undefined;
  observation_end?: string | undefined;
}

export interface ObservationsAnswer {
  series_id: string;
  observations: Observation[];
  demo?: true;
}

/**
 * A series' history as the answers need it: dates and values as FRED writes them, oldest first,
 * and whether the generator wrote it (a series never mixes sources, so the mark is the series').
 */
interface History {
  dates: string[];
  values: string[];
  demo: boolean;
}

export interface MacroServiceOptions {
  /**
   * How long a checked version is trusted before app_meta is read again: another process's ingest
   * (the CLI) shows within this time; this process's own writes show at once.
   * @default 1000
   */
  versionCheckMs?: number;
  /** Whether the Bitcoin history CBBTCUSD is read from is the generator's (its 演示数据 mark). */
  btcIsDemo?: () => Promise<boolean>;
}

/**
 * Observations the memo may hold in all (about 50 bytes each); past this it starts afresh. The
 * overview's 41 answers hold 82 and a few detail ranges a few thousand each, while queries made up
 * to vary (an attacker's) cannot grow the memo past a few megabytes.
 */
export const answerMemoBudget = 200_000;

/**
 * fred-data from the server's own tables. Each series' history is read once and kept in memory
 * until a write changes the version in app_meta; the answers themselves are memoised per query,
 * since the overview asks the same 41 questions of every visitor.
 */
export class MacroService {
  private version: string | null = null;
  private checkedAt = 0;
  private histories = new Map<string, History>();
  private answers = new Map<string, ObservationsAnswer>();
  private memoObservations = 0;
  private btc: { days: readonly BtcDay[]; history: History } | null = null;
  private readonly versionCheckMs: number;
  private readonly btcIsDemo: () => Promise<boolean>;

  constructor(
    private readonly repo: MacroRepo,
    private readonly btcDaily: () => Promise<readonly BtcDay[]>,
    options: MacroServiceOptions = {},
  ) {
    this.versionCheckMs = options.versionCheckMs ?? 1000;
    this.btcIsDemo = options.btcIsDemo ?? (async () => false);
  }

  /** The catalogue series a fred-data series_id names, or a 404 数据系列不存在. */
  series(id: string): MacroSeries {
    const series = seriesById(id);
    if (!series)
      throw new DomainError('not_found', messages.market.seriesNotFound, 'series_not_found');
    return series;
  }

  /** GET fred-data: a series' observations in a window, ordered and limited as FRED does. */
  async observations(query: ObservationsQuery): Promise<ObservationsAnswer> {
    const series = this.series(query.series_id);
    const history = await this.history(series);
    const key = [
      series.id,
      query.observation_start ?? '',
      query.observation_end ?? '',
      query.sort_order,
      query.limit ?? '',
    ].join('|');
    const memo = this.answers.get(key);
    if (memo) return memo;
    const from = query.observation_start ? lowerBound(history.dates, query.observation_start) : 0;
    const to = query.observation_end
      ? upperBound(history.dates, query.observation_end)
      : history.dates.length;
    const count = Math.max(0, to - from);
    const take = Math.min(count, query.limit ?? count);
    const observations: Observation[] = new Array(take);
    for (let i = 0; i < take; i++) {
      const at = query.sort_order === 'asc' ? from + i : to - 1 - i;
      observations[i] = { date: history.dates[at]!, value: history.values[at]! };
    }
    const answer: ObservationsAnswer = {
      series_id: series.id,
      observations,
      ...(history.demo ? { demo: true as const } : {}),
    };
    if (this.memoObservations + take > answerMemoBudget) this.forgetAnswers();
    this.answers.set(key, answer);
    this.memoObservations += take;
    return answer;
  }

  /** Stores observations of a catalogue series and forgets what this process kept. */
  async store(
    seriesId: string,
    points: readonly SeriesPoint[],
    source: MacroSource,
    now: Date,
    refreshedAt: Date | null = null,
  ): Promise<UpsertCounts> {
    const counts = await this.repo.upsert(seriesId, points, source, now, refreshedAt);
    this.invalidate();
    return counts;
  }

  /** Forgets every kept history and answer. */
  invalidate(): void {
    this.version = null;
    this.histories.clear();
    this.forgetAnswers();
  }

  /** How many answers the memo holds (for tests). */
  get memoSize(): number {
    return this.answers.size;
  }

  private forgetAnswers(): void {
    this.answers.clear();
    this.memoObservations = 0;
  }

  private async history(series: MacroSeries): Promise<History> {
    if (series.id === btcSeries.id) return this.btcHistory();
    await this.checkVersion();
    let history = this.histories.get(series.id);
    if (!history) {
      const points = await this.repo.history(series.id);
      const source = await this.repo.sourceOf(series.id);
      history = {
        dates: points.map((p) => p.date),
        values: points.map((p) => valueText(p.value)),
        demo: source === 'demo',
      };
      this.histories.set(series.id, history);
    }
    return history;
  }

  private async btcHistory(): Promise<History> {
    const days = await this.btcDaily();
    if (this.btc?.days !== days) {
      // Bitcoin's answers are memoised like the others; a new history drops them all.
      this.forgetAnswers();
      this.btc = {
        days,
        history: {
          dates: days.map((d) => d.date),
          values: days.map((d) => valueText(d.price)),
          demo: await this.btcIsDemo(),
        },
      };
    }
    return this.btc.history;
  }

  private async checkVersion(): Promise<void> {
    const now = Date.now();
    if (this.version !== null && now - this.checkedAt < this.versionCheckMs) return;
    const version = await this.repo.version();
    this.checkedAt = now;
    if (version === this.version) return;
    this.histories.clear();
    this.forgetAnswers();
    this.btc = null;
    this.version = version;
  }
}

/**
 * A stored double as FRED writes values: plain decimal digits, every digit the number holds
 * (JavaScript's shortest round-trip form, never rounded), without an exponent.
 */
export function valueText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const fixed = value.toFixed(20).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/** First index whose date is at or after `date`. */
function lowerBound(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose date is after `date`. */
function upperBound(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
