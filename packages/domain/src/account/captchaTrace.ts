/** One sample of a slider drag: `x` the handle's position as a share of the track (0–1), `t` ms since the press. */
export interface TraceSample {
  x: number;
  t: number;
}

/** The handle must end this close to the far right (the page allows for a pixel or two of rounding). */
export const traceEndX = 0.98;
/** Fewer samples than this is a teleport, not a drag. */
export const traceMinSamples = 2;

/**
 * Whether a slider drag looks like one a person made: at least two samples, every `x` within the
 * track (0–1), times that never go backwards, and a last sample at the far right (x ≥ 0.98).
 *
 * This is a friction gate against naive scripts (a bare POST, a jump straight to the end), not a
 * proof of humanity: anyone who reads this rule can forge a passing trace. The server pairs it
 * with a challenge that must have been issued long enough before the answer, single-use passes,
 * and per-address rate limits, which together are what make bulk registration costly.
 */
export function isPlausibleTrace(trace: readonly TraceSample[]): boolean {
  if (trace.length < traceMinSamples) return false;
  let previousT = -Infinity;
  for (const { x, t } of trace) {
    if (!Number.isFinite(x) || !Number.isFinite(t)) return false;
    if (x < 0 || x > 1 || t < previousT) return false;
    previousT = t;
  }
  return (trace.at(-1)?.x ?? 0) >= traceEndX;
}
