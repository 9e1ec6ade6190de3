import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while React renders what a prerender wrote: in the prerender itself, and in the browser
 * while it takes a prerendered page over (hydrates it); false in every other render. React renders
 * again at once with false after taking a part over, so a component draws first what the build drew
 * and then what this browser knows (the purpose of `useSyncExternalStore`'s server snapshot).
 */
export function useAsPrerendered(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
