import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, 40px)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
});

export const emoji = style({
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('inside'),
  },
});
