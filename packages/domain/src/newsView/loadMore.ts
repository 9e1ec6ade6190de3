/** Spec 2 §9: scrolling within 20 px of the bottom loads the next page. */
export const loadMoreThresholdPx = 20;

/** Spec 2 §9: '没有更多内容' stays up for 500 ms. */
export const noMoreNoticeMs = 500;

/** Where a scrolling box stands: its scroll offset, its visible height and its content height. */
export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** Whether the box is scrolled to within the threshold of its bottom. */
export function nearBottom(box: ScrollBox, thresholdPx: number = loadMoreThresholdPx): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= thresholdPx;
}

/** What reaching the bottom does: fetch the next page, say there is no more, or nothing (busy). */
export type LoadMoreStep = 'fetch' | 'no-more' | 'wait';

/**
 * The load-more rule: nothing while a page is on its way; once every item of the day is loaded, the
 * 没有更多内容 notice; otherwise the next page.
 */
export function loadMoreStep(state: {
  loaded: number;
  total: number;
  loading: boolean;
}): LoadMoreStep {
  if (state.loading) return 'wait';
  return state.loaded >= state.total ? 'no-more' : 'fetch';
}
