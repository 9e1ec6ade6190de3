import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

/** The look of every text box: this field's, the list screens' filters, the menu's search. */
export const textBox = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible, &[data-focused]': focusRing('close') },
});

export const input = style([
  textBox,
  {
    width: '100%',
    lineHeight: 1.4,
    selectors: {
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { background: vars.color.surfaceRaised, cursor: 'not-allowed' },
    },
  },
]);

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });
