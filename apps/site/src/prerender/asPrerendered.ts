import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while React renders what a prerender wrote: in the prerender itself, and in the browser
 * while it takes a prerendered page over (hydrates it); false in every other render. After taking
 * a part over, React renders it again with false, so a component draws first what the build drew
 * and then what this browser knows.
 *
 * That second render is a transition, so it yields to the browser as the takeover itself does.
 * `useSyncExternalStore`'s server snapshot tells a takeover from a first render in the browser; but
 * where the browser's snapshot differs from it, React renders every such part again at once, in
 * one blocking task (on /toNews, the news calendar's forty-odd buttons). So the browser's snapshot
 * stays true for a part that was taken over until its own transition shows it live.
 */
export function useAsPrerendered(): boolean {
  // React asks for the server snapshot only while taking the part over (and in the prerender).
  const [part] = useState(() => ({ takenOver: false }));
  const [shownLive, setShownLive] = useState(false);
  const prerendered = useSyncExternalStore(
    neverChanges,
    () => part.takenOver && !shownLive,
    () => {
      part.takenOver = true;
      return true;
    },
  );
  useEffect(() => {
    if (prerendered) startTransition(() => setShownLive(true));
  }, [prerendered]);
  return prerendered;
}
