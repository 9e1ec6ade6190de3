/** Spec 1 §1: in the shell, mobile means a window 950 px wide or less. */
export const shellMobileMaxWidth = 950;
export const shellMobileQuery = `(max-width: ${shellMobileMaxWidth}px)`;

type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/** Reports the current answer at once and again on every change; returns the unsubscribe. */
export function watchMobile(
  onChange: (isMobile: boolean) => void,
  matchMedia: MatchMedia = (q) => window.matchMedia(q),
): () => void {
  const query = matchMedia(shellMobileQuery);
  const listener = (event: { matches: boolean }) => onChange(event.matches);
  onChange(query.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
