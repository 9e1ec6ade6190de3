import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@coinsight/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '3px solid transparent',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  // Four tabs with their counts fit a 375 px phone without scrolling the last one out of sight.
  '@media': { [media.phone]: { padding: `${vars.space.sm} ${vars.space.sm}` } },
  selectors: {
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing('inside'),
  },
});

export const count = style({ marginLeft: vars.space.xs, fontVariantNumeric: 'tabular-nums' });

export const panel = style({ outline: 'none', minWidth: 0 });
