import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const input = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  selectors: { '&[data-focus-visible]': focusRing('close') },
});

export const submit = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandHover },
    '&[data-focus-visible]': focusRing('outside'),
  },
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const hit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const hitTitle = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[data-focus-visible]': focusRing('close'),
  },
});

export const hitSummary = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const mark = style({ background: 'none', color: vars.color.bearish, fontWeight: 700 });
