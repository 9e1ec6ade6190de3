import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const discount = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
});

export const name = style({ fontSize: vars.fontSize.md, fontWeight: 600 });

export const days = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const prices = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });

export const price = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const listPrice = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
