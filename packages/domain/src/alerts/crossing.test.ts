import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialState, step, type AlertState } from './crossing.ts';
import type { AlertReading } from './reading.ts';
import type { AlertRule } from './rule.ts';

const priceAbove: AlertRule = { kind: 'price', direction: 'above', level: 100 };

/** Feeds readings one by one and counts deliveries. */
function run(rule: AlertRule, start: AlertReading, readings: AlertReading[]): number[] {
  let state: AlertState = initialState(rule, start);
  const fired: number[] = [];
  readings.forEach((reading, i) => {
    const next = step(rule, state, reading);
    if (next.fire) fired.push(i);
    state = next.state;
  });
  return fired;
}

describe('once per crossing', () => {
  it('fires when the price reaches the level and not again while it stays there', () => {
    const prices = [90, 99, 100, 105, 101, 120];
    expect(
      run(
        priceAbove,
        { price: 90 },
        prices.map((price) => ({ price })),
      ),
    ).toEqual([2]);
  });

  it('re-arms only after the condition falls back', () => {
    const prices = [90, 101, 102, 99, 103, 98, 97, 100];
    expect(
      run(
        priceAbove,
        { price: 90 },
        prices.map((price) => ({ price })),
      ),
    ).toEqual([1, 4, 7]);
  });

  it('does not fire for a condition that already held when the alert was set', () => {
    expect(initialState(priceAbove, { price: 150 })).toEqual({ armed: false, band: null });
    expect(
      run(
        priceAbove,
        { price: 150 },
        [{ price: 140 }, { price: 99 }, { price: 100 }].map((r) => r),
      ),
    ).toEqual([2]);
  });

  it('is armed when set before any reading', () => {
    expect(initialState(priceAbove, {})).toEqual({ armed: true, band: null });
  });

  it('ignores readings without the watched value', () => {
    const rule: AlertRule = { kind: 'mvrv_z', direction: 'below', level: 0 };
    const state = initialState(rule, { mvrvZ: 2 });
    expect(step(rule, state, { price: 1 })).toEqual({ fire: false, state });
    expect(step(rule, state, { mvrvZ: -0.1 }).fire).toBe(true);
  });

  it('treats NUPL entering a zone as the crossing', () => {
    const rule: AlertRule = { kind: 'nupl_zone', zone: 4 };
    const readings = [0.6, 0.76, 0.8, 0.7, 0.9].map((nupl) => ({ nupl }));
    expect(run(rule, { nupl: 0.5 }, readings)).toEqual([1, 4]);
  });

  it('fires a rainbow alert on every change of band, not on the first band seen', () => {
    const rule: AlertRule = { kind: 'rainbow_band' };
    const readings = [3, 3, 4, 4, 3, 3].map((rainbowBand) => ({ rainbowBand }));
    expect(run(rule, {}, readings)).toEqual([2, 4]);
    expect(run(rule, { rainbowBand: 2 }, readings)).toEqual([0, 2, 4]);
  });

  it('never fires twice without the condition falling back in between (any price walk)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.array(fc.double({ min: 1, max: 200, noNaN: true }), { maxLength: 60 }),
        (start, prices) => {
          const fired = run(
            priceAbove,
            { price: start },
            prices.map((price) => ({ price })),
          );
          for (let k = 1; k < fired.length; k++) {
            const between = prices.slice(fired[k - 1], fired[k]);
            expect(between.some((p) => p < 100)).toBe(true);
          }
          // Every upward crossing is delivered.
          const crossings = prices.filter(
            (p, i) => p >= 100 && (i === 0 ? start < 100 : prices[i - 1]! < 100),
          );
          expect(fired.length).toBe(crossings.length);
        },
      ),
    );
  });
});
