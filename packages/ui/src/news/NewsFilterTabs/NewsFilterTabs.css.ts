import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: 600,
    },
    '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    '&[data-focus-visible]': focusRing('inside'),
  },
});
