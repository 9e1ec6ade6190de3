/**
 * Abnormal indicators of a day: what changed between the stored day before and the day itself.
 * Each rule compares two readings (see readings.ts), so a quiet day yields nothing.
 */
import type { AbnormalKind } from '../api/analysis.ts';
import { s2fExtremeZones, type ReadingPair } from './readings.ts';

/** A daily close this far from the one before, in per cent either way, is a large move. */
export const largeMovePercent = 5;

export type Direction = 'up' | 'down';

/** A zone, band or range left for another. */
export interface CrossingSignal {
  kind: Exclude<AbnormalKind, 'price'>;
  /** The day's value: NUPL, MVRV-Z, the price (rainbow) or the deflection (S2F). */
  value: number;
  previous: number;
  from: string;
  to: string;
  direction: Direction;
}

/** A large move of the daily close. */
export interface PriceSignal {
  kind: 'price';
  value: number;
  previous: number;
  changePercent: number;
  direction: Direction;
}

export type AbnormalSignal = CrossingSignal | PriceSignal;

function crossing(
  kind: CrossingSignal['kind'],
  value: number,
  previous: number,
  from: string,
  to: string,
  up: boolean,
): CrossingSignal {
  return { kind, value, previous, from, to, direction: up ? 'up' : 'down' };
}

/**
 * The day's abnormal indicators, in the contract's kind order: NUPL entering another zone; the
 * S2F deflection entering or leaving one of its extreme ranges; the price crossing into another
 * rainbow band; MVRV-Z crossing one of its levels (0, 3, 7: another whale zone); a close 5 % or
 * more from the day before. The first stored day (no day before) has none.
 */
export function abnormalOf({ today, previous }: ReadingPair): AbnormalSignal[] {
  if (!previous) return [];
  const out: AbnormalSignal[] = [];
  if (today.nuplZone !== previous.nuplZone)
    out.push(
      crossing(
        'nupl',
        today.nupl,
        previous.nupl,
        previous.nuplZone,
        today.nuplZone,
        today.nupl > previous.nupl,
      ),
    );
  if (
    today.deflectionZone !== previous.deflectionZone &&
    (s2fExtremeZones.includes(today.deflectionZone) ||
      s2fExtremeZones.includes(previous.deflectionZone))
  )
    out.push(
      crossing(
        'stock_to_flow',
        today.deflection,
        previous.deflection,
        previous.deflectionZone,
        today.deflectionZone,
        today.deflection > previous.deflection,
      ),
    );
  if (today.band !== previous.band)
    out.push(
      crossing(
        'rainbow',
        today.price,
        previous.price,
        previous.bandName,
        today.bandName,
        today.band > previous.band,
      ),
    );
  if (
    today.whale !== null &&
    previous.whale !== null &&
    today.whaleZone !== null &&
    previous.whaleZone !== null &&
    today.whaleZone !== previous.whaleZone
  )
    out.push(
      crossing(
        'whale',
        today.whale,
        previous.whale,
        previous.whaleZone,
        today.whaleZone,
        today.whale > previous.whale,
      ),
    );
  if (previous.price > 0) {
    const changePercent = ((today.price - previous.price) / previous.price) * 100;
    if (Math.abs(changePercent) >= largeMovePercent)
      out.push({
        kind: 'price',
        value: today.price,
        previous: previous.price,
        changePercent,
        direction: changePercent > 0 ? 'up' : 'down',
      });
  }
  return out;
}
