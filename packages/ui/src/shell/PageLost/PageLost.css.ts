import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: 1,
  fontWeight: 700,
  color: vars.color.brand,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.muted });
