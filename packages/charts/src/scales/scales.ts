import { scaleLinear, scaleLog, scaleUtc, type ScaleContinuousNumeric, type ScaleTime } from 'd3';

/** The value-axis kinds a chart offers: price-based charts toggle between them. */
export const valueScaleKinds = ['linear', 'log'] as const;
export type ValueScaleKind = (typeof valueScaleKinds)[number];

export type TimeScale = ScaleTime<number, number>;
export type ValueScale = ScaleContinuousNumeric<number, number>;

/** Time (epoch ms) → pixels, from the left edge to the right edge of the plot. */
export function timeScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): TimeScale {
  const [from, to] = domain[0] === domain[1] ? [domain[0] - 1, domain[1] + 1] : domain;
  return scaleUtc().domain([from, to]).range([range[0], range[1]]);
}

/**
 * Value → pixels, `range` given bottom first. A log scale needs a positive domain: a non-positive low end
 * becomes a thousandth of the high end. Linear domains are padded and rounded to nice numbers.
 */
export function valueScale(
  kind: ValueScaleKind,
  domain: readonly [number, number],
  range: readonly [number, number],
): ValueScale {
  let [low, high] = domain;
  if (!Number.isFinite(low) || !Number.isFinite(high))
    [low, high] = kind === 'log' ? [1, 10] : [0, 1];
  if (kind === 'log') {
    if (high <= 0) [low, high] = [1, 10];
    if (low <= 0) low = high / 1000;
    if (low === high) [low, high] = [low / 2, high * 2];
    return scaleLog().domain([low, high]).range([range[0], range[1]]);
  }
  if (low === high) [low, high] = [low - 1, high + 1];
  const pad = (high - low) * 0.04;
  return scaleLinear()
    .domain([low - pad, high + pad])
    .range([range[0], range[1]])
    .nice();
}

/**
 * The lowest and highest value of the given arrays between indices `from` and `to` (inclusive), skipping
 * gaps (NaN) and, for a log axis, values that are not positive.
 */
export function valueExtent(
  columns: readonly { y: Float64Array; from: number; to: number }[],
  kind: ValueScaleKind,
): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  // A log axis skips values that are not positive; NaN fails both comparisons, so gaps drop out.
  const floor = kind === 'log' ? 0 : -Infinity;
  for (const { y, from, to } of columns) {
    const end = Math.min(to, y.length - 1);
    for (let i = Math.max(0, from); i <= end; i += 1) {
      const v = y[i] as number;
      if (!(v > floor)) continue;
      if (v < low) low = v;
      if (v > high) high = v;
    }
  }
  return low <= high ? [low, high] : [Number.NaN, Number.NaN];
}
