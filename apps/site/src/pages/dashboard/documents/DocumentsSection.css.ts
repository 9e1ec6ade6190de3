import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const kinds = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
