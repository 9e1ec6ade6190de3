import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const amount = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const term = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const value = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});

export const pay = style({
  minWidth: '160px',
  fontSize: vars.fontSize.md,
  '@media': { 'screen and (max-width: 480px)': { width: '100%' } },
});
