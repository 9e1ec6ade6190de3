import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const member = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const owner = style({ color: vars.color.bearish });

export const admin = style({ color: vars.color.info });

export const remove = style({
  marginLeft: 'auto',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
});
