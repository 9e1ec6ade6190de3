import { describe, expect, it } from 'vitest';
import type { ChartFigure } from '../api/chartFigure.ts';
import { sampleFigure, sampleIndices, withDetail } from './sampleFigure.ts';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(2015, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  );

/** A price-like series with one spike and one dip, and a smooth band under it on the same dates. */
function figure(n: number): ChartFigure {
  const x = days(n);
  const price = x.map((_, i) => 1000 + Math.sin(i / 50) * 100 + i / 7);
  price[1234] = 99_999.123456789;
  price[4321] = 0.5;
  const band = x.map((_, i) => 500 + i / 3);
  return {
    data: [
      { type: 'scatter', name: 'price', x, y: price },
      { type: 'scatter', name: 'band', x: [...x], y: band, lower: band.map((v) => v / 2) },
      { type: 'scatter', name: 'short', x: x.slice(0, 10), y: x.slice(0, 10).map(() => 1) },
    ],
    layout: { title: { text: 'test' } },
  };
}

describe('sampleFigure', () => {
  it('thins the whole history to about the points asked, keeping spikes and dips', () => {
    const full = figure(6000);
    const thin = sampleFigure(full, { points: 800 });
    const [price, band] = thin.data;
    expect(price?.x.length).toBeLessThanOrEqual(2 * 800);
    expect(price?.x.length).toBeGreaterThan(400);
    expect(price?.y).toContain(99_999.1);
    expect(price?.y).toContain(0.5);
    expect(price?.x[0]).toBe('2015-01-01');
    expect(price?.x.at(-1)).toBe(full.data[0]?.x.at(-1));
    // Traces on the same dates keep the same dates, and a band's lower edge follows its points.
    expect(band?.x).toEqual(price?.x);
    expect((band as { lower?: unknown[] }).lower).toHaveLength(band?.x.length ?? -1);
    // A short trace that fits is sent whole.
    expect(thin.data[2]?.x).toHaveLength(10);
    expect(thin.layout).toEqual(full.layout);
  });

  it('keeps every point exactly when the window fits, with one point either side', () => {
    const full = figure(6000);
    const window = sampleFigure(full, { points: 800, from: '2016-01-01', to: '2016-12-31' });
    const price = window.data[0];
    expect(price?.x[0]).toBe('2015-12-31');
    expect(price?.x.at(-1)).toBe('2017-01-01');
    expect(price?.x).toHaveLength(366 + 2);
    const at = full.data[0]?.x.indexOf('2016-06-01') ?? -1;
    expect(price?.y[price.x.indexOf('2016-06-01')]).toBe(full.data[0]?.y[at]);
  });

  it('leaves the figure given as it was', () => {
    const full = figure(3000);
    const copy = structuredClone(full);
    sampleFigure(full, { points: 100 });
    expect(full).toEqual(copy);
  });

  it('rounds thinned values to six significant digits', () => {
    const thin = sampleFigure(figure(6000), { points: 200 });
    for (const v of thin.data[0]?.y ?? [])
      if (typeof v === 'number')
        expect(String(v).replace(/[-.]|e.*$|^0+/g, '').length).toBeLessThanOrEqual(6);
  });
});

describe('sampleIndices', () => {
  it('keeps a lone value among gaps and the last point', () => {
    const column = Array.from({ length: 1000 }, (_, i) => (i === 500 ? 7 : null));
    const kept = sampleIndices([column], 0, 999, 10);
    expect(kept).toContain(500);
    expect(kept).toContain(999);
    expect(kept[0]).toBe(0);
  });
});

describe('withDetail', () => {
  it('puts a window’s exact points in the place of the overview’s', () => {
    const full = figure(6000);
    const overview = sampleFigure(full, { points: 400 });
    const detail = sampleFigure(full, { points: 800, from: '2016-01-01', to: '2016-12-31' });
    const merged = withDetail(overview, detail);
    const price = merged.data[0];
    const inside = price?.x.filter((x) => String(x).startsWith('2016-')) ?? [];
    expect(inside).toHaveLength(366);
    expect(price?.x[0]).toBe('2015-01-01');
    expect(price?.x.at(-1)).toBe(overview.data[0]?.x.at(-1));
    const xs = price?.x.map(String) ?? [];
    expect([...xs].sort()).toEqual(xs);
    expect(new Set(xs).size).toBe(xs.length);
    expect((merged.data[1] as { lower?: unknown[] }).lower).toHaveLength(
      merged.data[1]?.x.length ?? -1,
    );
  });
});
