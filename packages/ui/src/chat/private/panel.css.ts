import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** A column of the chat window: a heading row, then content that scrolls on its own. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  height: '100%',
  background: vars.color.surface,
});

export const heading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const badge = style({
  flex: 'none',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
  border: '1px solid currentColor',
});

export const count = style({
  flex: 'none',
  minWidth: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  textAlign: 'center',
});

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
