import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.neutral}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  selectors: {
    '&[data-tone="bullish"]': { borderLeftColor: vars.color.bullish },
    '&[data-tone="bearish"]': { borderLeftColor: vars.color.bearish },
  },
});

export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const topic = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const time = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.5 });

export const titleButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing('close'),
  },
});

export const summary = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const related = style({
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('outside'),
  },
});
