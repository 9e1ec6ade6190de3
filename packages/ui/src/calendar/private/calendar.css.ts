import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** The number-like cells: tabular digits, never wrapped. */
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A figure that is not there (暂未发布, 暂无). */
export const missing = style({ color: vars.color.muted, whiteSpace: 'nowrap' });

/** Where a figure came from, under it in small type. */
export const source = style({
  display: 'block',
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const impact = style({ whiteSpace: 'nowrap' });
export const impactSome = style({ color: vars.color.brand, fontWeight: 600, whiteSpace: 'nowrap' });

/** An indicator name that opens its history: looks like a link, is a button. */
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
