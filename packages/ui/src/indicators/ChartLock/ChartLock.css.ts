import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '280px',
  padding: vars.space.xl,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'center',
});

export const thumbnail = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.35,
  filter: 'blur(1px)',
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  maxWidth: '320px',
});

export const icon = style({ width: '40px', height: '40px', color: vars.color.brand });

export const text = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
