import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  marginBottom: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
});

export const summary = style({
  cursor: 'pointer',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing() },
});

export const text = style({
  margin: `${vars.space.xs} 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});
