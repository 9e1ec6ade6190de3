import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
});
