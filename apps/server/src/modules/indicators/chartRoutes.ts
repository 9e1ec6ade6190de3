import { btcData } from '../../contract.ts';
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

/** GET btcdata/{groupId}/{targetId}/: VIP only (the contract's role); an unknown pair is 404 指标不存在. */
export const btcDataRoute = route(btcData, async ({ params, deps }) => {
  const { chartKey } = await deps.indicators.indicatorIn(params.groupId, params.targetId);
  const figure = await figureOf(chartKey, deps.btcHistory);
  const demo = await deps.btcHistory.isDemo();
  return { response: { chart: { figure } }, ...(demo ? { demo: true as const } : {}) };
});
