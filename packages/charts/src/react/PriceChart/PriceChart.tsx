import { priceFrequencies, type PriceFrequency, type PricePoint } from '@coinsight/domain/api';
import { useMemo } from 'react';
import { pricesCsv } from '../../csv.ts';
import { priceSeries } from '../../transforms/series.ts';
import { ChartView, type ChartCommonProps } from '../private/ChartView.tsx';
import { ChoiceButtons } from '../private/ChoiceButtons.tsx';

/** The frequency buttons' labels, in the contract's order. */
export const priceFrequencyLabels: Readonly<Record<PriceFrequency, string>> = {
  live: '实时',
  '1h': '1小时',
  '24h': '24小时',
  '1w': '1周',
  '1m': '1个月',
  '3m': '3个月',
  '1y': '1年',
};

export interface PriceChartProps extends ChartCommonProps {
  /** The price series of the chosen frequency (btc_price's data; live ticks appended by the page). */
  points: readonly PricePoint[];
  /** The chosen frequency. */
  frequency: PriceFrequency;
  /** Called when a frequency button is pressed; the page fetches that series. */
  onFrequencyChange: (frequency: PriceFrequency) => void;
}

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The bitcoin price chart with its frequency buttons (实时, 1小时 … 1年), the 对数/线性 toggle, crosshair
 * tooltip in Beijing time, the time-range ruler, PNG and CSV export.
 */
export function PriceChart({
  points,
  frequency,
  onFrequencyChange,
  title = '比特币实时价格',
  ...common
}: PriceChartProps) {
  const series = useMemo(() => [priceSeries(points)], [points]);
  const frequencies = (
    <ChoiceButtons
      label="时间频率"
      choices={priceFrequencies}
      labels={priceFrequencyLabels}
      selected={frequency}
      onChange={onFrequencyChange}
    />
  );
  return (
    <ChartView
      {...common}
      title={title}
      series={series}
      scales={{ y: 'linear', y2: 'linear' }}
      toggleAxis="y"
      csv={() => pricesCsv(points)}
      controls={frequencies}
      formatValue={usd}
    />
  );
}
