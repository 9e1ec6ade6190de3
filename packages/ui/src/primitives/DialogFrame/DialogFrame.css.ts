import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  zIndex: 900,
});

export const modal = style({
  width: 'min(420px, calc(100vw - 32px))',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  padding: vars.space.xl,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const message = style({ margin: 0, color: vars.color.text });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
