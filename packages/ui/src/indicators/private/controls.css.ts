import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

/** A pill-shaped toggle used by the favourite star and the rotate switch. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-selected]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const wrap = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.danger });
