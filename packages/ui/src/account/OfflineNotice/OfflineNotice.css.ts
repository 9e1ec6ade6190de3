import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** On a phone the two buttons share the width, easier to hit with a thumb. */
export const actions = style({
  '@media': {
    'screen and (max-width: 480px)': { display: 'grid', gridTemplateColumns: '1fr 1fr' },
  },
});
