import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  marginTop: vars.space.sm,
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

export const list = style({
  margin: `${vars.space.xs} 0`,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: 600 });

export const link = style({
  marginLeft: vars.space.xs,
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': focusRing() },
});
