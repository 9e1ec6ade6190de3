import { describe, expect, it } from 'vitest';
import { qrCountdown, qrSizePx, qrValiditySeconds } from './index.ts';

describe('the QR countdown', () => {
  it('is a 250 px code valid for 60 seconds (spec 1 §9)', () => {
    expect(qrSizePx).toBe(250);
    expect(qrValiditySeconds).toBe(60);
  });

  it.each([
    [0, { state: 'valid', secondsLeft: 60 }],
    [999, { state: 'valid', secondsLeft: 60 }],
    [1000, { state: 'valid', secondsLeft: 59 }],
    [30_500, { state: 'valid', secondsLeft: 30 }],
    [59_001, { state: 'valid', secondsLeft: 1 }],
    [60_000, { state: 'expired', secondsLeft: 0 }],
    [3_600_000, { state: 'expired', secondsLeft: 0 }],
    [-5000, { state: 'valid', secondsLeft: 60 }],
  ])('after %i ms reads %o', (elapsed, expected) => {
    expect(qrCountdown(elapsed)).toEqual(expected);
  });

  it('takes another validity', () => {
    expect(qrCountdown(4000, 5)).toEqual({ state: 'valid', secondsLeft: 1 });
    expect(qrCountdown(5000, 5)).toEqual({ state: 'expired', secondsLeft: 0 });
  });
});
