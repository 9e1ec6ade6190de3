import type { Db } from '../../db/knex.ts';
import { IndicatorsRepo } from '../indicators/repo.ts';
import { BtcHistoryService } from '../market/btcHistory.ts';
import { NewsRepo } from '../news/repo.ts';
import type { AnalysisSources } from './writer.ts';

/** A day's inputs read from the other areas' services (read-only use). */
export function analysisSources(parts: {
  btcHistory: Pick<BtcHistoryService, 'daily' | 'isDemo'>;
  news: Pick<NewsRepo, 'cardsBetween' | 'anyDemo'>;
  indicators: Pick<IndicatorsRepo, 'menu'>;
}): AnalysisSources {
  return {
    history: () => parts.btcHistory.daily(),
    historyIsDemo: () => parts.btcHistory.isDemo(),
    // A day's items: 500 is far above any feed's day, and events keep only the first twelve.
    newsBetween: (from, to) => parts.news.cardsBetween(from, to, 500),
    anyDemoNews: () => parts.news.anyDemo(),
    indicatorMenu: () => parts.indicators.menu('indicator'),
  };
}

/** The same sources straight on a database, for the seed and the CLI (no server running). */
export function analysisSourcesOn(db: Db): AnalysisSources {
  return analysisSources({
    btcHistory: new BtcHistoryService(db),
    news: new NewsRepo(db),
    indicators: new IndicatorsRepo(db),
  });
}
