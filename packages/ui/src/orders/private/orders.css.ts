import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

/** A bordered panel the order pieces sit on. */
export const panel = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const thumb = style({
  width: '40px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  flexShrink: 0,
});

export const statusTones = styleVariants({
  neutral: { color: vars.color.muted },
  warning: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
});

export const status = style({ fontWeight: 600, whiteSpace: 'nowrap' });
