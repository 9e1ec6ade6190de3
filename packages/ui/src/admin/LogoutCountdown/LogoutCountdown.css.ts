import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '440px',
  margin: '0 auto',
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.md });

export const seconds = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});
