/** Net unrealised profit/loss: the share of the market cap that is paper profit. */
import type { ChartFigure } from '../api/chartFigure.ts';
import type { BtcDay } from './btcDay.ts';
import { zonedFigure } from './figures.ts';
import { zoneOf, type Zone } from './zone.ts';

/** (market cap − realized cap) / market cap. */
export function nupl(marketCap: number, realizedCap: number): number {
  return (marketCap - realizedCap) / marketCap;
}

/**
 * The usual NUPL zones (Glassnode's names and colours): capitulation, hope/fear, optimism/anxiety,
 * belief/denial, euphoria/greed.
 */
export const nuplZones: readonly Zone[] = [
  { from: null, to: 0, name: '投降', color: '#d32f2f' },
  { from: 0, to: 0.25, name: '希望/恐惧', color: '#f57c00' },
  { from: 0.25, to: 0.5, name: '乐观/焦虑', color: '#fbc02d' },
  { from: 0.5, to: 0.75, name: '信念/否认', color: '#388e3c' },
  { from: 0.75, to: null, name: '兴奋/贪婪', color: '#1976d2' },
];

export function nuplZone(value: number): Zone {
  return zoneOf(value, nuplZones);
}

/** The NUPL chart: NUPL over its five zones (y, linear), the price on y2 (log). */
export function nuplFigure(days: readonly BtcDay[], title: string): ChartFigure {
  return zonedFigure(title, days, {
    name: 'NUPL',
    values: days.map((d) => nupl(d.marketCap, d.realizedCap)),
    zones: nuplZones,
    color: '#6a1b9a',
  });
}
