import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const currentEmail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const emailValue = style({
  color: vars.color.text,
  fontWeight: 600,
  wordBreak: 'break-all',
});
