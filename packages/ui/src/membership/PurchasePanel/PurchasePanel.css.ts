import { style } from '@vanilla-extract/css';
import { media, vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const amount = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const term = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const value = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});

/** Before a plan is chosen the amount reads as a hint, not as a price or an error. */
export const valueHint = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
  fontWeight: 400,
});

export const pay = style({
  minWidth: '160px',
  fontSize: vars.fontSize.md,
  '@media': { [media.phone]: { width: '100%' } },
});
