import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** The box of the loading, failure and empty states (its height comes from the minHeight prop). */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  padding: vars.space.lg,
  boxSizing: 'border-box',
});

export const message = style({ margin: 0 });

export const failure = style([message, { color: vars.color.text }]);
