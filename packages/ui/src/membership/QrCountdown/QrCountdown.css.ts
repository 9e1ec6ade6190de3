import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({ maxWidth: '400px', margin: '0 auto', alignItems: 'center' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, textAlign: 'center' });

export const frame = style({ position: 'relative', maxWidth: '100%' });

export const blurred = style({ filter: 'blur(6px)', opacity: 0.6 });

export const expired = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  textAlign: 'center',
});

export const expiredText = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
});

export const timer = style({
  margin: 0,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const amount = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});
