import type { ChartFigure } from '@coinsight/domain/api';
import { describe, expect, it } from 'vitest';
import { dayOf, detailWindow, overviewPoints } from './indicatorData.ts';

const day = 86_400_000;
const start = Date.UTC(2010, 6, 18);
/** An overview of `n` points spread evenly over 6,000 days, as a thinned answer is. */
function overview(n: number): ChartFigure {
  const x = Array.from({ length: n }, (_, i) =>
    dayOf(start + Math.round((i * 5999) / (n - 1)) * day),
  );
  return { data: [{ x, y: x.map(() => 1) }], layout: {} };
}

describe('the indicator chart’s first load and its detail on zoom', () => {
  it('asks for about the screen’s width in points, in steps the server can share', () => {
    expect(overviewPoints(375)).toBe(480);
    expect(overviewPoints(1280)).toBe(1280);
    expect(overviewPoints(1366)).toBe(1280);
    expect(overviewPoints(3840)).toBe(1280);
    expect(overviewPoints(100)).toBe(320);
  });

  it('needs no detail while the window shows enough of the overview', () => {
    expect(detailWindow(overview(1300), 1280, start, start + 5999 * day)).toBeNull();
  });

  it('asks for a zoomed window’s detail, a quarter wider on each side', () => {
    const from = start + 3000 * day;
    const to = from + 400 * day;
    expect(detailWindow(overview(1300), 1280, from, to)).toEqual({
      from: dayOf(from - 100 * day),
      to: dayOf(to + 100 * day),
    });
  });

  it('never asks for detail of an overview that is the whole history', () => {
    const short = overview(300);
    expect(detailWindow(short, 1280, start, start + 10 * day)).toBeNull();
  });
});
