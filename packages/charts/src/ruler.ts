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
