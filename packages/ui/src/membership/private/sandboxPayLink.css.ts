import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

export const note = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const link = style({
  color: vars.color.brand,
  fontWeight: 600,
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': focusRing(),
  },
});
