import { sampleFigure } from '@coinsight/domain/chartSampling';
import type { BtcDay } from '@coinsight/domain/indicators';
import { btcData, type ChartFigure } from '../../contract.ts';
import { routesFor } from '../../http/contractRoute.ts';
import type { BtcHistoryService } from '../market/btcHistory.ts';
import { figureOf } from './figureOf.ts';
import type { IndicatorsService } from './service.ts';

/** What the indicators area's handlers reach: its catalogue and the market's stored history. */
export interface IndicatorsDeps {
  indicators: IndicatorsService;
  btcHistory: BtcHistoryService;
}

const route = routesFor<IndicatorsDeps>();

type BtcDataAnswer = {
  response: { chart: { figure: ChartFigure } };
  demo?: true;
};

/** Answers kept per stored history (its days array, replaced when the history changes). */
const answersByHistory = new WeakMap<readonly BtcDay[], Map<string, BtcDataAnswer>>();
/** Distinct (chart, width, window) answers kept per history; the oldest goes first. */
const maxAnswers = 256;

/**
 * GET btcdata/{groupId}/{targetId}/: VIP only (the contract's role); an unknown pair is 404 指标不存在.
 * With `points` the figure is cut to the window and thinned to the chart's width (sampleFigure):
 * the whole rainbow was 2.8 MB (1.2 MB gzip) before a VIP's first chart. Each answer is kept until
 * the history changes, so a width is thinned once, not per request, and its ETag is computed once:
 * a VIP's browser revalidates its copy (304) instead of fetching the figure again. VIP only, so only
 * the browser may keep it.
 */
export const btcDataRoute = route(
  btcData,
  async ({ params, query, deps }) => {
    const { chartKey } = await deps.indicators.indicatorIn(params.groupId, params.targetId);
    const days = await deps.btcHistory.daily();
    const demo = await deps.btcHistory.isDemo();
    let answers = answersByHistory.get(days);
    if (!answers) answersByHistory.set(days, (answers = new Map()));
    const key = [chartKey, query.points, query.from, query.to, demo].join('|');
    const known = answers.get(key);
    if (known) return known;
    const whole = await figureOf(chartKey, deps.btcHistory);
    const figure =
      query.points === undefined ? whole : sampleFigure(whole, { ...query, points: query.points });
    const answer: BtcDataAnswer = {
      response: { chart: { figure } },
      ...(demo ? { demo: true as const } : {}),
    };
    if (answers.size >= maxAnswers) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  },
  { etag: true, cacheControl: 'private, no-cache' },
);
