import { vars } from '@coinsight/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const badgeBase = style({
  display: 'inline-block',
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
});

/** The 利好 / 利空 mark of a major item and the home block's counts. */
export const toneBadge = styleVariants({
  bullish: [badgeBase, { color: vars.color.bullish }],
  bearish: [badgeBase, { color: vars.color.bearish }],
});

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
