import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  lineHeight: 1.6,
});

export const name = style({
  color: vars.color.text,
  wordBreak: 'break-all',
});
