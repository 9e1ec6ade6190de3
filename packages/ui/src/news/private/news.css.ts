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

/** The bullish / bearish / neutral mark of a card, a node or a carousel item. */
export const toneBadge = styleVariants({
  bullish: [badgeBase, { color: vars.color.bullish }],
  bearish: [badgeBase, { color: vars.color.bearish }],
  neutral: [badgeBase, { color: vars.color.neutral }],
});

export const eventBadge = style([
  badgeBase,
  { color: vars.color.brandText, background: vars.color.brand, borderColor: vars.color.brand },
]);

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const notice = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.muted,
});
