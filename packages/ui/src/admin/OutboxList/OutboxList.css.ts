import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const mail = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const subject = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  wordBreak: 'break-word',
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  wordBreak: 'break-all',
});

export const summary = style({
  cursor: 'pointer',
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': focusRing('close'),
  },
});

export const body = style({
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

export const link = style({
  display: 'inline-block',
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.info,
  wordBreak: 'break-all',
});
