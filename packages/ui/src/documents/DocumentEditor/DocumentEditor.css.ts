import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 860,
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const state = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  flex: '1 1 160px',
  minWidth: 0,
});

export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  fontWeight: 400,
  background: vars.color.surface,
  minWidth: 0,
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'flex-end',
  minHeight: 40,
});

export const error = style({ color: vars.color.danger, fontWeight: 400 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
