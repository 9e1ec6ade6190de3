import { nearestIndex } from './transforms/nearest.ts';

/**
 * Evenly spaced indices into a series of `length` points, always including the first and the last,
 * for the time-range ruler's labels. Short series yield each index once rather than repeats.
 */
export function rulerTickIndices(length: number, count = 9): number[] {
  if (!Number.isInteger(length) || length <= 0) return [];
  if (length === 1 || count <= 1) return [0];
  const ticks = Math.min(count, length);
  const last = length - 1;
  const indices = new Set<number>();
  for (let i = 0; i < ticks; i += 1) {
    indices.add(Math.round((i * last) / (ticks - 1)));
  }
  return [...indices];
}

/** The selected stretch of the ruler: indices into its time points, `start` always before `end`. */
export interface RulerRange {
  start: number;
  end: number;
}

export type RulerHandle = 'start' | 'end';

/** The spec's touch hover: the ruler's hover label clears 10 s after a touch (spec 2 §9). */
export const rulerTouchHoverMs = 10_000;
/** …and the chart's crosshair tooltip 15 s after a touch (spec 2 §9 gives both times). */
export const chartTouchHoverMs = 15_000;

/** The whole series selected; an empty or one-point series selects what it has. */
export function fullRange(length: number): RulerRange {
  return { start: 0, end: Math.max(0, length - 1) };
}

/**
 * The time at pixel `x` of a track `width` pixels wide spanning `times` (ascending), snapped to the
 * nearest available time point: its index (binary search above 100 points, a linear scan below).
 */
export function snapToPoint(times: ArrayLike<number>, x: number, width: number): number {
  const n = times.length;
  if (n === 0) return -1;
  const first = times[0] as number;
  const last = times[n - 1] as number;
  const share = width > 0 ? Math.min(1, Math.max(0, x / width)) : 0;
  return nearestIndex(times, first + share * (last - first));
}

/** Pixel position of point `index` on a track `width` pixels wide. */
export function pointToPixel(times: ArrayLike<number>, index: number, width: number): number {
  const n = times.length;
  if (n < 2) return 0;
  const first = times[0] as number;
  const last = times[n - 1] as number;
  return last === first ? 0 : (((times[index] as number) - first) / (last - first)) * width;
}

/**
 * Moves one handle to `index`, keeping the left handle before the right one: it stops one point short
 * of the other handle and inside the series.
 */
export function moveHandle(
  range: RulerRange,
  handle: RulerHandle,
  index: number,
  length: number,
): RulerRange {
  if (length < 2) return fullRange(length);
  if (handle === 'start') {
    return { start: Math.min(Math.max(0, index), range.end - 1), end: range.end };
  }
  return { start: range.start, end: Math.max(Math.min(length - 1, index), range.start + 1) };
}

/** The handle nearer to `index`; between them at equal distance, the one on the side it lies. */
export function nearestHandle(range: RulerRange, index: number): RulerHandle {
  const toStart = Math.abs(index - range.start);
  const toEnd = Math.abs(index - range.end);
  if (toStart === toEnd) return index > range.end ? 'end' : 'start';
  return toStart < toEnd ? 'start' : 'end';
}

/** A click or touch on the track: the nearest handle moves there. */
export function pressTrack(range: RulerRange, index: number, length: number): RulerRange {
  return moveHandle(range, nearestHandle(range, index), index, length);
}

/** Keyboard: the focused handle moves `step` points (arrow keys one, Page keys a tenth). */
export function stepHandle(
  range: RulerRange,
  handle: RulerHandle,
  step: number,
  length: number,
): RulerRange {
  return moveHandle(range, handle, range[handle] + step, length);
}

/**
 * The range carried over to new time points (live ticks appended, a reload): a range that covered the
 * whole series keeps covering it; a right handle on the newest point stays on the newest point; otherwise
 * each handle stays on the time point nearest to where it was.
 */
export function carryRange(
  previousTimes: ArrayLike<number>,
  range: RulerRange,
  times: ArrayLike<number>,
): RulerRange {
  const before = previousTimes.length;
  if (before < 2 || times.length < 2 || (range.start === 0 && range.end === before - 1)) {
    return fullRange(times.length);
  }
  const start = nearestIndex(times, previousTimes[range.start] as number);
  // A right handle on the newest point follows new ticks, as a live chart should.
  const end =
    range.end === before - 1
      ? times.length - 1
      : nearestIndex(times, previousTimes[range.end] as number);
  return start < end ? { start, end } : fullRange(times.length);
}
