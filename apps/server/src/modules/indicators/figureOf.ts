import { isChartKey, priceTraceName, type BtcDay } from '@coinsight/domain/indicators';
import type { ChartFigure } from '../../contract.ts';
import type { BtcHistoryService } from '../market/btcHistory.ts';

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

/** What draws an item of the catalogue: its chart key's figure, or the daily price without one. */
export async function figureOf(
  chartKey: string | null,
  btcHistory: BtcHistoryService,
): Promise<ChartFigure> {
  // btcHistory keeps each figure until the stored history changes; the price line is cheap to redo.
  return chartKey !== null && isChartKey(chartKey)
    ? btcHistory.figure(chartKey)
    : priceFigure(await btcHistory.daily());
}
