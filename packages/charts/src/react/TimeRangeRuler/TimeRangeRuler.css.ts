import { focusRing, vars } from '@coinsight/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const handleSize = 16;
export const trackHeight = 28;

export const root = style({ width: '100%', userSelect: 'none' });

export const track = style({
  position: 'relative',
  height: trackHeight,
  touchAction: 'none',
  cursor: 'pointer',
});

export const rail = style({
  position: 'absolute',
  left: handleSize / 2,
  right: handleSize / 2,
  top: trackHeight / 2 - 2,
  height: 4,
  borderRadius: 2,
  background: vars.color.surfaceRaised,
});

export const selection = style({
  position: 'absolute',
  top: trackHeight / 2 - 3,
  height: 6,
  background: vars.color.brand,
  opacity: 0.45,
});

export const handle = style({
  position: 'absolute',
  top: (trackHeight - handleSize * 1.5) / 2,
  width: handleSize,
  height: handleSize * 1.5,
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  cursor: 'ew-resize',
  touchAction: 'none',
  selectors: { '&:focus-visible': focusRing() },
});

export const hoverLabel = style({
  position: 'absolute',
  bottom: trackHeight + 2,
  width: 96,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.surface,
  background: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: '2px 0',
  pointerEvents: 'none',
});

export const ticks = style({
  position: 'relative',
  height: 18,
  // Nine dates across a 375 px phone fit at 11 px, one size below the theme's smallest.
  fontSize: 11,
  color: vars.color.muted,
});

const tickBase = style({ position: 'absolute', whiteSpace: 'nowrap' });

/** A tick label centred on its point; the first and last stay inside the ruler's ends. */
export const tick = styleVariants(
  {
    first: { transform: `translateX(-${handleSize / 2}px)` },
    middle: { transform: 'translateX(-50%)' },
    last: { transform: `translateX(calc(-100% + ${handleSize / 2}px))` },
  },
  (transform) => [tickBase, transform],
);
