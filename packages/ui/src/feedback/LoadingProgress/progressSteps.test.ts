import { describe, expect, it } from 'vitest';
import { progressSteps, progressStepCount } from './progressSteps.ts';

describe('progressSteps', () => {
  it.each([
    { from: 0, target: 20, steps: 4, expected: [5, 10, 15, 20] },
    { from: 0, target: 100, steps: 3, expected: [33, 66, 99] },
    { from: 50, target: 50, steps: 2, expected: [50, 50] },
    { from: 80, target: 40, steps: 4, expected: [70, 60, 50, 40] },
    { from: -5, target: 150, steps: 1, expected: [99] },
    { from: 0, target: Number.NaN, steps: 2, expected: [0, 0] },
  ])('$from -> $target in $steps steps', ({ from, target, steps, expected }) => {
    expect(progressSteps(from, target, steps)).toEqual(expected);
  });

  it('takes 20 steps by default and ends on the capped target', () => {
    const steps = progressSteps(0, 100);
    expect(steps).toHaveLength(progressStepCount);
    expect(steps.at(-1)).toBe(99);
  });
});
