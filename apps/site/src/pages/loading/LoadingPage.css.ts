import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '100vh',
  padding: vars.space.xl,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.muted,
  fontWeight: 400,
});
