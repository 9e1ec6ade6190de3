import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '440px',
  margin: '0 auto',
  padding: vars.space.xl,
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const control = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  ':focus-visible': focusRing('close'),
});

const answer = style({ margin: 0, fontSize: vars.fontSize.sm });

export const tone = styleVariants({
  error: [answer, { color: vars.color.danger }],
  success: [answer, { color: vars.color.success }],
});
