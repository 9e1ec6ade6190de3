import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 860,
  width: '100%',
  minWidth: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  maxWidth: 240,
});

export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  fontWeight: 400,
  background: vars.color.surface,
});

export const muted = style({ margin: 0, color: vars.color.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** The add row under each list: its fields side by side, wrapping on a phone. */
export const adding = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px dashed ${vars.color.border}`,
  minWidth: 0,
});

export const wide = style({ flex: '1 1 240px', minWidth: 0 });
