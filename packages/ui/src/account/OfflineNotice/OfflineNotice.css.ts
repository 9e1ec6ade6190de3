import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@coinsight/theme';

export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': focusRing(),
  },
});

/** On a phone the two buttons share the width, easier to hit with a thumb. */
export const actions = style({
  '@media': {
    [media.phone]: { display: 'grid', gridTemplateColumns: '1fr 1fr' },
  },
});
