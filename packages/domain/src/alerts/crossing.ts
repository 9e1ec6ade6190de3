import { nuplZone, nuplZones } from '../indicators/nupl.ts';
import type { AlertReading } from './reading.ts';
import type { AlertRule } from './rule.ts';

/**
 * An alert's memory between readings. `armed`: the next time the condition holds is a crossing
 * and is delivered. `band`: the rainbow band last seen (rainbow alerts only; null before any).
 */
export interface AlertState {
  armed: boolean;
  band: number | null;
}

/**
 * Whether the rule's condition holds for the reading, or null when the reading does not carry the
 * value the rule watches (a price tick for an NUPL alert). Rainbow alerts have no condition: they
 * watch a change, which `step` compares with the band last seen.
 */
export function conditionHolds(rule: AlertRule, reading: AlertReading): boolean | null {
  switch (rule.kind) {
    case 'nupl_zone':
      return reading.nupl === undefined ? null : nuplZone(reading.nupl) === nuplZones[rule.zone];
    case 'mvrv_z':
      return reading.mvrvZ === undefined ? null : beyond(reading.mvrvZ, rule.direction, rule.level);
    case 'price':
      return reading.price === undefined ? null : beyond(reading.price, rule.direction, rule.level);
    case 'rainbow_band':
      return null;
  }
}

function beyond(value: number, direction: 'above' | 'below', level: number): boolean {
  return direction === 'above' ? value >= level : value <= level;
}

/**
 * The state of a new alert. A condition that already holds when the alert is set is not a crossing:
 * the alert waits until it falls back (then it is armed) and fires on the next crossing. With no
 * reading yet the alert is armed. A rainbow alert remembers the current band and fires on a change.
 */
export function initialState(rule: AlertRule, reading: AlertReading): AlertState {
  return {
    armed: conditionHolds(rule, reading) !== true,
    band: rule.kind === 'rainbow_band' ? (reading.rainbowBand ?? null) : null,
  };
}

export interface Step {
  /** Deliver now: the condition was just crossed (or the rainbow band just changed). */
  fire: boolean;
  state: AlertState;
}

/**
 * One reading applied to one alert: delivered once per crossing — an armed alert whose condition
 * holds fires and disarms; a disarmed one re-arms only once the condition no longer holds. A
 * reading without the watched value changes nothing.
 */
export function step(rule: AlertRule, state: AlertState, reading: AlertReading): Step {
  if (rule.kind === 'rainbow_band') {
    const band = reading.rainbowBand;
    if (band === undefined || band === state.band) return { fire: false, state };
    return { fire: state.band !== null, state: { ...state, band } };
  }
  const holds = conditionHolds(rule, reading);
  if (holds === null) return { fire: false, state };
  if (state.armed && holds) return { fire: true, state: { ...state, armed: false } };
  if (!state.armed && !holds) return { fire: false, state: { ...state, armed: true } };
  return { fire: false, state };
}
