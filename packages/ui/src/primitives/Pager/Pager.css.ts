import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
