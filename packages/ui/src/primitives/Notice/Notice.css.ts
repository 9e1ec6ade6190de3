import { vars } from '@coinsight/theme';
import { recipe } from '@vanilla-extract/recipes';

export const notice = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid currentColor',
    background: vars.color.surfaceRaised,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      error: { color: vars.color.danger },
      success: { color: vars.color.success },
      info: { color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'error' },
});
