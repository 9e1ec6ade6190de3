import type { AbnormalKind, AnalysisContent } from '@coinsight/domain/api';
import {
  analysisPrompt,
  composeDay,
  dayReadings,
  historyDayFor,
  readAnalysisAnswer,
  withAnswer,
  type DayNewsItem,
} from '@coinsight/domain/analysis';
import { positionOf, targetHref } from '@coinsight/domain/indicatorMenu';
import type { BtcDay } from '@coinsight/domain/indicators';
import { beijingDayBounds } from '@coinsight/domain/time';
import type { Logger } from 'pino';
import type { ChatProvider } from '../../providers/ai/types.ts';
import type { MenuGroupRow } from '../indicators/repo.ts';
import type { GeneratedAnalysis } from './repo.ts';

/** Where a day's inputs come from: the market's history, the news table, the indicator menu. */
export interface AnalysisSources {
  /** The stored Bitcoin history, oldest first (BtcHistoryService.daily). */
  history: () => Promise<readonly BtcDay[]>;
  /** Whether the stored history is the generator's (BtcHistoryService.isDemo). */
  historyIsDemo: () => Promise<boolean>;
  /** News items published in [from, to) (NewsRepo.cardsBetween), `demo` on the generator's. */
  newsBetween: (from: Date, to: Date) => Promise<readonly (DayNewsItem & { demo?: boolean })[]>;
  /** Whether any stored news item is the generator's. */
  anyDemoNews: () => Promise<boolean>;
  /** The indicator menu as /toTarget shows it (IndicatorsRepo.menu('indicator')). */
  indicatorMenu: () => Promise<readonly MenuGroupRow[]>;
}

/** Which catalogue chart shows each abnormal kind: the chart keys, and the live price for moves. */
const chartKeyOfKind: Readonly<Record<AbnormalKind, string>> = {
  nupl: 'nupl',
  stock_to_flow: 'stock_to_flow',
  rainbow: 'rainbow',
  whale: 'whale',
  price: 'live_price',
};

/** The /toTarget address of each kind's chart in the current menu (positions move with the catalogue). */
export function chartLinksOf(menu: readonly MenuGroupRow[]): Partial<Record<AbnormalKind, string>> {
  const links: Partial<Record<AbnormalKind, string>> = {};
  for (const [kind, key] of Object.entries(chartKeyOfKind) as [AbnormalKind, string][]) {
    const item = menu.flatMap((g) => g.items).find((i) => i.chartKey === key);
    const at = item ? positionOf(menu, item.id) : null;
    if (at) links[kind] = targetHref(at.list, at.unit);
  }
  return links;
}

/** Longest wait for the provider's texts before the offline ones are kept. */
const providerTimeoutMs = 60_000;

/**
 * Writes days: the lists, values and links from the product's data (composeDay); the texts by
 * the offline analyst, or by the configured provider when an API key is set (its answer must be
 * the JSON asked for, else the offline texts stay, so a day is never left unwritten by the AI).
 */
export class AnalysisWriter {
  constructor(
    private readonly sources: AnalysisSources,
    /** The configured provider; null writes offline (the demo seed, deterministic). */
    private readonly provider: () => ChatProvider | null,
    private readonly logger: Logger,
  ) {}

  /** Whether a real provider (an API key) writes the texts, not the offline analyst. */
  online(): boolean {
    const provider = this.provider();
    return provider !== null && !provider.offline;
  }

  /** Whether a day written now would read generated data: the history, or any news item. */
  async inputsGenerated(): Promise<boolean> {
    return (await this.sources.historyIsDemo()) || (await this.sources.anyDemoNews());
  }

  /** The newest day of the stored history, or null when it is empty. */
  async historyEnd(): Promise<string | null> {
    return (await this.sources.history()).at(-1)?.date ?? null;
  }

  async write(dates: readonly string[], signal?: AbortSignal): Promise<GeneratedAnalysis[]> {
    if (dates.length === 0) return [];
    const [history, menu, historyIsDemo] = await Promise.all([
      this.sources.history(),
      this.sources.indicatorMenu(),
      this.sources.historyIsDemo(),
    ]);
    const chartLinks = chartLinksOf(menu);
    const historyDates = dates.map((d) => historyDayFor(history, d)?.date ?? null);
    const readings = dayReadings(
      history,
      historyDates.filter((d): d is string => d !== null),
    );
    const out: GeneratedAnalysis[] = [];
    for (const [i, date] of dates.entries()) {
      if (signal?.aborted) break;
      const { start, end } = beijingDayBounds(date);
      const historyDate = historyDates[i] ?? null;
      const news = await this.sources.newsBetween(start, end);
      const composed = composeDay({
        date,
        reading: historyDate === null ? null : (readings.get(historyDate) ?? null),
        news,
        chartLinks,
      });
      const provider = this.provider();
      const texts =
        provider && !provider.offline
          ? await this.providerTexts(provider, date, composed.content, signal)
          : null;
      out.push({
        date,
        content: texts ?? composed.content,
        historyDate: composed.historyDate,
        writtenBy: texts ? 'openai-compatible' : 'offline',
        fromDemo:
          (historyIsDemo && composed.historyDate !== null) || news.some((n) => n.demo === true),
      });
    }
    return out;
  }

  private async providerTexts(
    provider: ChatProvider,
    date: string,
    draft: AnalysisContent,
    signal?: AbortSignal,
  ): Promise<AnalysisContent | null> {
    const prompt = analysisPrompt(date, draft);
    const timeout = AbortSignal.timeout(providerTimeoutMs);
    try {
      const answer = await provider.complete({
        model: 'normal',
        maxTokens: 900,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      });
      const read = readAnalysisAnswer(answer.text, draft.technical.indicators.length);
      if (!read)
        this.logger.warn(
          { date },
          'daily analysis: the provider’s answer was not the JSON asked for',
        );
      return read ? withAnswer(draft, read) : null;
    } catch (error) {
      this.logger.warn(
        { date, err: error },
        'daily analysis: the provider failed, offline texts kept',
      );
      return null;
    }
  }
}
