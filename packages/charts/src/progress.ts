/** The chart's loading steps (spec 2 §4), each with the status text shown beside the percentage. */
export const loadingSteps = [
  { percent: 0, text: '准备加载图表…' },
  { percent: 10, text: '正在请求数据…' },
  { percent: 50, text: '正在接收数据…' },
  { percent: 70, text: '正在解析数据…' },
  { percent: 85, text: '正在绘制图表…' },
  { percent: 100, text: '加载完成' },
] as const;

export type LoadingPercent = (typeof loadingSteps)[number]['percent'];

/** The display never reads 100 while loading (spec 1 §9: capped at 99 %). */
export const progressDisplayCap = 99;
/** The display glides to a new step over 500 ms in 20 steps (spec 1 §9). */
export const progressAnimationMs = 500;
export const progressAnimationSteps = 20;

/** The status text of the last step reached at `percent`. */
export function loadingStatusText(percent: number): string {
  let text: string = loadingSteps[0].text;
  for (const step of loadingSteps) if (percent >= step.percent) text = step.text;
  return text;
}

/** The percentage shown: whole, between 0 and 99. */
export function displayedPercent(percent: number): number {
  return Math.min(progressDisplayCap, Math.max(0, Math.round(percent)));
}

/**
 * The displayed values of the animation from `from` to `to`: `steps` evenly spaced values, the last one
 * `to` (capped), each shown `durationMs / steps` after the previous.
 */
export function progressFrames(from: number, to: number, steps = progressAnimationSteps): number[] {
  return Array.from({ length: steps }, (_, i) =>
    displayedPercent(from + ((to - from) * (i + 1)) / steps),
  );
}
