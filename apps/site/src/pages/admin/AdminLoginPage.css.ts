import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
});
