/** The shown figure never reaches 100: completion is signalled by the page changing, not the number. */
export const progressCap = 99;
export const progressDurationMs = 500;
export const progressStepCount = 20;
export const progressStepMs = progressDurationMs / progressStepCount;

/** Whole-number values shown on each of the 20 steps from `from` to min(target, 99). */
export function progressSteps(from: number, target: number, steps = progressStepCount): number[] {
  const start = clamp(from);
  const end = clamp(target);
  if (steps <= 0) return [end];
  return Array.from({ length: steps }, (_, i) =>
    Math.round(start + ((end - start) * (i + 1)) / steps),
  );
}

function clamp(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), progressCap);
}
