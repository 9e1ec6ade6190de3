import { analysisDay, analysisMenu, type AnalysisRecord } from '@coinsight/domain/api';
import { menuFromMonths, type AnalysisMenuMonth } from '@coinsight/domain/analysisView';
import type { AnalysisReportStatus } from '@coinsight/ui';
import type { Call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';

/** The menu's dropdowns, labelled, newest first. */
export async function loadMenu(call: Call, signal?: AbortSignal): Promise<AnalysisMenuMonth[]> {
  const { months } = await call(analysisMenu, { signal });
  return menuFromMonths(months);
}

export type DayResult =
  | { status: 'ready'; record: AnalysisRecord }
  | { status: Exclude<AnalysisReportStatus, 'ready' | 'loading'>; record: null };

/** One day's record, or why the page cannot show it: a visitor (401), no record (404), a failure. */
export async function loadDay(call: Call, date: string, signal?: AbortSignal): Promise<DayResult> {
  try {
    return { status: 'ready', record: await call(analysisDay, { params: { date }, signal }) };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && error.status === 401) return { status: 'login', record: null };
    if (isApiError(error) && error.status === 404) return { status: 'missing', record: null };
    console.warn('analysis: day failed', error);
    return { status: 'error', record: null };
  }
}
