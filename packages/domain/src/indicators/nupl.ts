/** Net unrealised profit/loss: the share of the market cap that is paper profit. */

/** (market cap − realized cap) / market cap. */
export function nupl(marketCap: number, realizedCap: number): number {
  return (marketCap - realizedCap) / marketCap;
}

export interface Zone {
  /** Lower bound (inclusive); null is unbounded. */
  from: number | null;
  /** Upper bound (exclusive); null is unbounded. */
  to: number | null;
  /** The zone's Chinese name as the chart shows it. */
  name: string;
  /** Colour of the zone's band. */
  color: string;
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

/** The zone a value falls in (bounds: from inclusive, to exclusive). */
export function zoneOf(value: number, zones: readonly Zone[]): Zone {
  const found = zones.find(
    (z) => (z.from === null || value >= z.from) && (z.to === null || value < z.to),
  );
  if (!found) throw new RangeError(`no zone holds ${value}`);
  return found;
}

export function nuplZone(value: number): Zone {
  return zoneOf(value, nuplZones);
}
