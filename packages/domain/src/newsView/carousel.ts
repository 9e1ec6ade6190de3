/** Spec 2 §2.5 and §9: the home carousel holds the ten most recently viewed items, six at a time. */
export const carouselCapacity = 10;
export const carouselVisible = 6;

/** Spec 2 §9: a drag starts only after the pointer has been held down this long. */
export const carouselPressMs = 500;

/** Spec 2 §9: a drag moves the carousel when it passes more than this share of the width. */
export const carouselPassShare = 1 / 4;

/** The first index the carousel may start at: the last `visible` items fill the view. */
export function carouselLastStart(count: number, visible: number = carouselVisible): number {
  return Math.max(0, Math.min(count, carouselCapacity) - visible);
}

/** A start index kept within 0 … the last start. */
export function clampCarouselStart(
  start: number,
  count: number,
  visible: number = carouselVisible,
): number {
  return Math.min(Math.max(0, Math.trunc(start)), carouselLastStart(count, visible));
}

/** Whether a press held for `heldMs` has become a drag. */
export function dragStarted(heldMs: number): boolean {
  return heldMs >= carouselPressMs;
}

/**
 * Where a finished drag leaves the carousel: a drag that started (held 500 ms) and moved more than a
 * quarter of the width shows the next item (dragged left) or the previous one (dragged right);
 * anything else snaps back to the same start.
 */
export function carouselStartAfterDrag(input: {
  start: number;
  count: number;
  heldMs: number;
  dx: number;
  width: number;
  visible?: number;
}): number {
  const { start, count, heldMs, dx, width, visible = carouselVisible } = input;
  if (!dragStarted(heldMs) || width <= 0 || Math.abs(dx) <= width * carouselPassShare) {
    return clampCarouselStart(start, count, visible);
  }
  return clampCarouselStart(start + (dx < 0 ? 1 : -1), count, visible);
}
