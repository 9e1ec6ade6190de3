import { focusRing, vars } from '@coinsight/theme';
import { recipe } from '@vanilla-extract/recipes';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    lineHeight: 1.4,
    cursor: 'pointer',
    transition: 'background-color 120ms ease',
    selectors: {
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.brandText,
        selectors: { '&[data-hovered]': { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&[data-hovered]': { background: vars.color.surfaceRaised } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]': { background: vars.color.surfaceRaised } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.brandText,
        selectors: { '&[data-hovered]': { background: vars.color.dangerHover } },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});
