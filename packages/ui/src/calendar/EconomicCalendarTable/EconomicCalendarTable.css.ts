import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const dateLabel = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  marginLeft: 'auto',
  '@media': { [media.phone]: { marginLeft: 0, width: '100%' } },
});

export const dateInput = style({
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focusRing('outside'),
});

export const row = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const country = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const flag = style({ width: 20, height: 14, objectFit: 'cover', borderRadius: 2 });

export const stars = style({ color: vars.color.bearish, letterSpacing: 1, whiteSpace: 'nowrap' });
