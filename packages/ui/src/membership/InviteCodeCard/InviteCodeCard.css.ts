import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
});

export const notice = style({ color: vars.color.success, fontSize: vars.fontSize.sm });
