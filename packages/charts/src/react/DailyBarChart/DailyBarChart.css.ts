import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const title = style({ fontWeight: 600 });

export const total = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const swatch = style({
  display: 'inline-block',
  width: '10px',
  height: '10px',
  marginRight: vars.space.xs,
  borderRadius: '2px',
});

export const plot = style({ width: '100%', minWidth: 0 });

export const axisText = style({ fill: vars.color.muted, fontSize: '11px' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const empty = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
