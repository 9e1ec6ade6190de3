/**
 * The loading status of the overview and the series pages (spec 3 §4): prepare 10, fetch 30,
 * process 60, save cache 90, done 100, failed 0 — each with the text shown beside the percentage.
 */
export const seriesLoadingSteps = [
  { step: 'prepare', percent: 10, text: '准备加载数据…' },
  { step: 'fetch', percent: 30, text: '正在获取数据…' },
  { step: 'process', percent: 60, text: '正在处理数据…' },
  { step: 'cache', percent: 90, text: '正在缓存数据…' },
  { step: 'done', percent: 100, text: '加载完成' },
  { step: 'failed', percent: 0, text: '加载失败' },
] as const;

export type SeriesLoadingStep = (typeof seriesLoadingSteps)[number]['step'];

/** Each step's percentage by name. */
export const seriesLoadingPercent = Object.fromEntries(
  seriesLoadingSteps.map(({ step, percent }) => [step, percent]),
) as { readonly [S in (typeof seriesLoadingSteps)[number] as S['step']]: S['percent'] };

/** The status text of a step. */
export function seriesLoadingText(step: SeriesLoadingStep): string {
  return seriesLoadingSteps.find((s) => s.step === step)!.text;
}
