/** Spec 3 §4: on the data pages mobile means a window 768 px wide or less. */
export const analysisPhoneMaxWidth = 768;

export const isPhoneWidth = (width: number): boolean => width <= analysisPhoneMaxWidth;

/** Spec 3 §4: on a phone the menu collapses after a pick; on a desktop it stays as it was. */
export function menuExpandedAfterPick(expanded: boolean, phone: boolean): boolean {
  return phone ? false : expanded;
}

/** What the desktop panel's height depends on, all in CSS pixels. */
export interface PanelMetrics {
  /** The window's inner height. */
  viewportHeight: number;
  /** The panel's top in the document (not the viewport), i.e. below the navbar and heading. */
  panelTop: number;
  /** How far the page is scrolled. */
  scrollY: number;
  /** The sticky top the panel holds once scrolled to it. */
  stickyTop: number;
  /** Least height, so a short window still shows a few days. */
  minHeight: number;
}

/**
 * Spec 3 §2.2: on a desktop the left panel's height adapts on scroll. The panel sticks at
 * `stickyTop`; before that it starts lower by what is left of the header, so its height is what the
 * window shows below its current top — it grows as the header scrolls away and the menu's own
 * scrolling always reaches its last day.
 */
export function panelHeight({
  viewportHeight,
  panelTop,
  scrollY,
  stickyTop,
  minHeight,
}: PanelMetrics): number {
  const top = Math.max(stickyTop, panelTop - scrollY);
  return Math.max(minHeight, Math.round(viewportHeight - top));
}
