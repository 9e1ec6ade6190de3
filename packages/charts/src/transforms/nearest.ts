/** The spec's hover reach: a point further than this from the pointer is not shown (spec 2 §9). */
export const nearestPointMaxPx = 50;

/** Linear scan is quicker than halving on short series; the spec switches to binary search above 100. */
export const binarySearchThreshold = 100;

/**
 * Index of the time in ascending `times` closest to `value` (the earlier one on a tie); -1 when empty.
 * Binary search above 100 points, a linear scan below (spec 2 §9).
 */
export function nearestIndex(times: ArrayLike<number>, value: number): number {
  const n = times.length;
  if (n === 0) return -1;
  if (n <= binarySearchThreshold) {
    let best = 0;
    let bestDistance = Math.abs((times[0] as number) - value);
    for (let i = 1; i < n; i += 1) {
      const distance = Math.abs((times[i] as number) - value);
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    }
    return best;
  }
  let low = 0;
  let high = n - 1;
  while (high - low > 1) {
    const mid = (low + high) >>> 1;
    if ((times[mid] as number) <= value) low = mid;
    else high = mid;
  }
  const below = Math.abs((times[low] as number) - value);
  const above = Math.abs((times[high] as number) - value);
  return above < below ? high : low;
}

/**
 * The crosshair's point: the index nearest to pixel `x`, or null when that point lies more than `maxPx`
 * pixels away (or there are no points). `pixelOf` maps a time to pixels, `timeOf` the other way.
 */
export function hoverIndex(
  times: ArrayLike<number>,
  x: number,
  pixelOf: (time: number) => number,
  timeOf: (pixel: number) => number,
  maxPx = nearestPointMaxPx,
): number | null {
  const index = nearestIndex(times, timeOf(x));
  if (index < 0) return null;
  return Math.abs(pixelOf(times[index] as number) - x) <= maxPx ? index : null;
}
