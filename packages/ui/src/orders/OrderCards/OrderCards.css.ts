import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
});

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const shop = style({ fontWeight: 600 });

export const body = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const bottom = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
