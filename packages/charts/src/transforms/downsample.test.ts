import { describe, expect, it } from 'vitest';
import { columnIndices, gapMarker, m4Indices } from './downsample.ts';

/** Seeded pseudo-random values (mulberry32), never Math.random in a test. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('m4Indices', () => {
  it('keeps first, lowest, highest and last of each pixel column, in time order', () => {
    const t = Float64Array.from([0, 1, 2, 3, 4, 5, 6, 7]);
    const y = Float64Array.from([5, 9, 1, 4, 3, 3, 8, 2]);
    // Two columns: times 0–3 and 4–7.
    const kept = m4Indices(t, y, 0, 7, (time) => time / 4);
    expect([...kept]).toEqual([0, 1, 2, 3, 4, 6, 7]);
  });

  it('keeps every point when each has its own column', () => {
    const t = Float64Array.from([0, 1, 2]);
    const y = Float64Array.from([1, 2, 3]);
    expect([...m4Indices(t, y, 0, 2, (time) => time * 10)]).toEqual([0, 1, 2]);
  });

  it('marks gaps and keeps only the requested span', () => {
    const t = Float64Array.from([0, 1, 2, 3, 4, 5]);
    const y = Float64Array.from([1, 2, Number.NaN, Number.NaN, 5, 6]);
    expect([...m4Indices(t, y, 0, 5, (time) => time)]).toEqual([0, 1, gapMarker, 4, 5]);
    expect([...m4Indices(t, y, 4, 5, (time) => time)]).toEqual([4, 5]);
    expect([...m4Indices(t, y, 2, 3, (time) => time)]).toEqual([]);
  });

  it('reduces 6,000 points to at most four per column and keeps every extreme', () => {
    const random = seeded(42);
    const n = 6000;
    const t = Float64Array.from({ length: n }, (_, i) => i);
    const y = Float64Array.from({ length: n }, () => random() * 100);
    const width = 400;
    const pixelOf = (time: number) => (time / n) * width;
    const kept = m4Indices(t, y, 0, n - 1, pixelOf);
    expect(kept.length).toBeLessThanOrEqual(width * 4);
    for (let column = 0; column < width; column += 1) {
      const members = [...t].filter((time) => Math.floor(pixelOf(time)) === column);
      const values = members.map((i) => y[i] as number);
      const keptValues = [...kept]
        .filter((i) => Math.floor(pixelOf(i)) === column)
        .map((i) => y[i]);
      expect(keptValues).toContain(Math.max(...values));
      expect(keptValues).toContain(Math.min(...values));
    }
  });
});

describe('columnIndices', () => {
  it('keeps the first point of each pixel column and the last point', () => {
    const t = Float64Array.from([0, 1, 2, 3, 4, 5, 6]);
    expect([...columnIndices(t, 0, 6, (time) => time / 3)]).toEqual([0, 3, 6]);
    expect([...columnIndices(t, 0, 5, (time) => time / 3)]).toEqual([0, 3, 5]);
    expect([...columnIndices(t, 2, 2, (time) => time)]).toEqual([2]);
    expect([...columnIndices(t, 4, 2, (time) => time)]).toEqual([]);
  });
});
