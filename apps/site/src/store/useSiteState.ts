import { snapshot, useSnapshot, type Snapshot } from 'valtio';
import { useAsPrerendered } from '../prerender/asPrerendered.ts';
import { asVisitor, type SiteState, type SiteStore } from './store.ts';

/**
 * The store's state for a component's render, as valtio's `useSnapshot` gives it, except while
 * React takes a prerendered page over: then the state the page was prerendered with, a visitor's.
 * The member's name can arrive before React has taken every part of the page over (the prerendered
 * head preloads the answer, and a part whose chunk is still loading is taken over later); drawn into
 * the visitor's markup it would not match it, and React would draw the whole page anew. React
 * renders each part again with the member's state right after. Components read the store through
 * this hook, never through `useSnapshot` directly.
 */
export function useSiteState(store: SiteStore): Snapshot<SiteState> {
  const live = useSnapshot(store.state);
  return useAsPrerendered() ? asVisitor(snapshot(store.state)) : live;
}
