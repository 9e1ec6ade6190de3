import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const more = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-focus-visible]': focusRing('outside') },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const time = style({
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});

export const itemTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[data-focus-visible]': focusRing('close'),
  },
});
