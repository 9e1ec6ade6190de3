/** The loading steps (spec 2 §4), each with the status text shown beside the percentage. */
export const loadingSteps = [
  { step: 'prepare', percent: 0, text: '准备加载图表…' },
  { step: 'request', percent: 10, text: '正在请求数据…' },
  { step: 'receive', percent: 50, text: '正在接收数据…' },
  { step: 'parse', percent: 70, text: '正在解析数据…' },
  { step: 'draw', percent: 85, text: '正在绘制图表…' },
  { step: 'done', percent: 100, text: '加载完成' },
] as const;

export type LoadingStep = (typeof loadingSteps)[number]['step'];
export type LoadingPercent = (typeof loadingSteps)[number]['percent'];

/** Each step's percentage by name, for the code that reports progress as a load goes on. */
export const loadingPercent = Object.fromEntries(
  loadingSteps.map(({ step, percent }) => [step, percent]),
) as { readonly [S in (typeof loadingSteps)[number] as S['step']]: S['percent'] };

/** The shown figure never reaches 100 (spec 1 §9): completion is signalled by the page changing, not the number. */
export const progressCap = 99;
/** The figure glides to a new step over 500 ms in 20 steps (spec 1 §9). */
export const progressDurationMs = 500;
export const progressStepCount = 20;
export const progressStepMs = progressDurationMs / progressStepCount;

/** The status text of the last step reached at `percent`. */
export function loadingStatusText(percent: number): string {
  let text: string = loadingSteps[0].text;
  for (const step of loadingSteps) if (percent >= step.percent) text = step.text;
  return text;
}

function clamp(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(Math.max(percent, 0), progressCap);
}

/** The percentage shown: whole, between 0 and 99 (0 for a value that is no number). */
export function displayedPercent(percent: number): number {
  return Math.round(clamp(percent));
}

/**
 * The whole figures shown on each of `steps` evenly spaced frames from `from` to `target`, both
 * first capped to 0…99; the last frame is the capped target. A frame lasts `progressStepMs`.
 */
export function progressFrames(from: number, target: number, steps = progressStepCount): number[] {
  const start = clamp(from);
  const end = clamp(target);
  if (steps <= 0) return [Math.round(end)];
  return Array.from({ length: steps }, (_, i) =>
    Math.round(start + ((end - start) * (i + 1)) / steps),
  );
}
