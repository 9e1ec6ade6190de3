import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

// Focusable, so a keyboard can scroll a table wider than a phone's screen.
export const scroll = style({
  width: '100%',
  overflowX: 'auto',
  ':focus-visible': focusRing('close'),
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
