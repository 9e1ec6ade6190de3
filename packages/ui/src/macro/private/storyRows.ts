import { financialRow, financialSeries, type FinancialRow } from '@coinsight/domain/market';

/**
 * Overview rows for the stories: each catalogue series at a value near its thresholds (or its own
 * level), alternately up and down, so every status and both change colours appear.
 */
export function storyRows(count = financialSeries.length): FinancialRow[] {
  return financialSeries.slice(0, count).flatMap((series, i) => {
    const level = series.btcThreshold
      ? (series.btcThreshold.bullish + series.btcThreshold.bearish) / 2
      : 100;
    const swing = [1.2, 0.9, 1, 1.05][i % 4]!;
    const latest = level * swing;
    const previous = latest / (1 + (i % 2 === 0 ? 0.0125 : -0.004));
    const row = financialRow(series, [
      { date: '2026-11-20', value: String(latest) },
      { date: '2026-11-19', value: String(previous) },
    ]);
    return row ? [row] : [];
  });
}
