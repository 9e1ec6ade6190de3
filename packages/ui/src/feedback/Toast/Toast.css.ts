import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const region = style({
  position: 'fixed',
  top: vars.space.xl,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 1000,
  pointerEvents: 'none',
});

export const toast = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
});

export const tone = styleVariants({
  info: { background: vars.color.info },
  success: { background: vars.color.success },
  error: { background: vars.color.danger },
});
