import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const phone = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const meta = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  marginLeft: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
