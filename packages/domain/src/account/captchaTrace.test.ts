import { describe, expect, it } from 'vitest';
import { isPlausibleTrace, type TraceSample } from './captchaTrace.ts';

const drag: TraceSample[] = [
  { x: 0, t: 0 },
  { x: 0.4, t: 180 },
  { x: 0.85, t: 390 },
  { x: 1, t: 520 },
];

describe('slider trace plausibility', () => {
  it.each<[string, TraceSample[], boolean]>([
    ['a steady drag to the far right', drag, true],
    [
      'two samples ending at 0.98',
      [
        { x: 0, t: 0 },
        { x: 0.98, t: 300 },
      ],
      true,
    ],
    [
      'samples sharing a timestamp',
      [
        { x: 0, t: 0 },
        { x: 0.5, t: 100 },
        { x: 1, t: 100 },
      ],
      true,
    ],
    [
      'a drag that stops short of 0.98',
      [
        { x: 0, t: 0 },
        { x: 0.97, t: 400 },
      ],
      false,
    ],
    ['a drag that ends back at the start', [...drag, { x: 0.1, t: 700 }], false],
    ['a single sample at the end', [{ x: 1, t: 0 }], false],
    ['no samples', [], false],
    [
      'time running backwards',
      [
        { x: 0, t: 100 },
        { x: 0.5, t: 50 },
        { x: 1, t: 300 },
      ],
      false,
    ],
    [
      'x past the track',
      [
        { x: 0, t: 0 },
        { x: 1.2, t: 200 },
        { x: 1, t: 300 },
      ],
      false,
    ],
    [
      'x before the track',
      [
        { x: -0.1, t: 0 },
        { x: 1, t: 300 },
      ],
      false,
    ],
    [
      'a NaN sample',
      [
        { x: 0, t: 0 },
        { x: Number.NaN, t: 100 },
        { x: 1, t: 300 },
      ],
      false,
    ],
  ])('%s → %s', (_name, trace, expected) => {
    expect(isPlausibleTrace(trace)).toBe(expected);
  });
});
