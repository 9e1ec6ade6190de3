import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumb = style({
  width: '64px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  textAlign: 'center',
});

export const editor = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const titleInput = style({ flex: '1 1 160px', minWidth: 0 });

export const progress = style({ width: '100%', height: '12px' });
