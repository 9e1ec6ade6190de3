import { focusRing, vars } from '@coinsight/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** A change's colour: red when it fell, green when it rose (spec 3 §2.5). */
export const change = styleVariants({
  rise: { color: vars.color.bullish, fontVariantNumeric: 'tabular-nums' },
  fall: { color: vars.color.bearish, fontVariantNumeric: 'tabular-nums' },
  flat: { color: vars.color.text, fontVariantNumeric: 'tabular-nums' },
});

/** The Bitcoin-impact status as a small coloured tag. */
export const status = styleVariants({
  bullish: { color: vars.color.bullish, fontWeight: 600 },
  bearish: { color: vars.color.bearish, fontWeight: 600 },
  neutral: { color: vars.color.neutral },
  reference: { color: vars.color.muted },
});

/** A series name that opens its page: looks like a link, is a button. */
export const nameButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing('close'),
  },
});

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
