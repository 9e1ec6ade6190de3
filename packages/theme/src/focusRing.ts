import { vars } from './vars.ts';

export type FocusRingOffset = keyof typeof vars.focusRing.offset;

/** The one keyboard-focus outline; spread it into a `'&[data-focus-visible]'` (or similar) selector. */
export function focusRing(
  offset: FocusRingOffset = 'outside',
  color: string = vars.color.focusRing,
) {
  return {
    outline: `${vars.focusRing.width} solid ${color}`,
    outlineOffset: vars.focusRing.offset[offset],
  };
}
