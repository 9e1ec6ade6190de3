import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const results = style({ maxHeight: '260px', overflowY: 'auto' });

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('inside'),
  },
});

export const resultText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const number = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const detail = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const sent = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: 600,
  textAlign: 'center',
});
