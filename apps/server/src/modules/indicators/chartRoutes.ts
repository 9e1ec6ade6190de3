import { isChartKey, priceTraceName, type BtcDay } from '@coinsight/domain/indicators';
import { btcData, type ChartFigure } from '../../contract.ts';
import { routesFor } from '../../http/contractRoute.ts';
import type { BtcHistoryService } from '../market/btcHistory.ts';
import type { IndicatorsService } from './service.ts';

/** What the indicators area's handlers reach: its catalogue and the market's stored history. */
export interface IndicatorsDeps {
  indicators: IndicatorsService;
  btcHistory: BtcHistoryService;
}

const route = routesFor<IndicatorsDeps>();

/**
 * The daily price on a log axis: what btcdata draws for the live-price item (the page shows the
 * live chart for it instead, but a direct call still gets the history) and for an item without a
 * chart key of the indicator catalogue.
 */
export function priceFigure(days: readonly BtcDay[]): ChartFigure {
  return {
    data: [
      {
        type: 'scatter',
        mode: 'lines',
        name: priceTraceName,
        x: days.map((d) => d.date),
        y: days.map((d) => d.price),
        line: { color: '#f7931a', width: 1.5 },
      },
    ],
    layout: {
      title: { text: '比特币价格' },
      xaxis: { type: 'date', showgrid: false },
      yaxis: { title: { text: '价格（美元）' }, type: 'log', tickformat: '$,.0f' },
      showlegend: false,
    },
  };
}

/** GET btcdata/{groupId}/{targetId}/: VIP only (the contract's role); an unknown pair is 404 指标不存在. */
export const btcDataRoute = route(btcData, async ({ params, deps }) => {
  const { chartKey } = await deps.indicators.indicatorIn(params.groupId, params.targetId);
  // btcHistory keeps each figure until the stored history changes; the price line is cheap to redo.
  const figure =
    chartKey !== null && isChartKey(chartKey)
      ? await deps.btcHistory.figure(chartKey)
      : priceFigure(await deps.btcHistory.daily());
  return { response: { chart: { figure } } };
});
