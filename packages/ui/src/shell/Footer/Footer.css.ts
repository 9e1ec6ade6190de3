import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const links = style({ display: 'flex', gap: vars.space.lg });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: {
    '&[data-focus-visible]': focusRing(),
  },
});

export const line = style({ margin: 0 });
