import { figureFor, isChartKey, priceTraceName, type BtcDay } from '@coinsight/domain/indicators';
import { btcData, type ChartFigure } from '../../contract.ts';
import { routeFor } from '../../http/contractRoute.ts';

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
        y: days.map((d) => Number(d.price.toPrecision(6))),
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

/**
 * Figures are pure functions of the stored history, and `daily()` hands back the same array until
 * btc_daily changes: keyed on that array, each figure is computed once per ingest, not per request.
 */
const figures = new WeakMap<readonly BtcDay[], Map<string, ChartFigure>>();

export function cachedFigure(chartKey: string | null, days: readonly BtcDay[]): ChartFigure {
  const key = chartKey ?? '';
  let byKey = figures.get(days);
  if (!byKey) {
    byKey = new Map();
    figures.set(days, byKey);
  }
  let figure = byKey.get(key);
  if (!figure) {
    figure =
      chartKey !== null && isChartKey(chartKey) ? figureFor(chartKey, days) : priceFigure(days);
    byKey.set(key, figure);
  }
  return figure;
}

/** GET btcdata/{groupId}/{targetId}/: VIP only (the contract's role); an unknown pair is 404 指标不存在. */
export const btcDataRoute = routeFor(btcData, async ({ params, services }) => {
  const indicator = await services.indicators.indicatorIn(params.groupId, params.targetId);
  const days = await services.btcHistory.daily();
  return { response: { chart: { figure: cachedFigure(indicator.chartKey, days) } } };
});
