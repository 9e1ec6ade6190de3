import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.text,
});

export const number = style({ fontSize: vars.fontSize.xl, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  width: '240px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.brand });
