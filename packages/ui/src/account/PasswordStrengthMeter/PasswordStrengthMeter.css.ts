import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  gap: vars.space.xs,
});

export const segment = style({
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

/** Filled segments: red while too weak to register with, green from the spec's "strong" (3). */
export const filled = styleVariants({
  weak: { background: vars.color.danger },
  strong: { background: vars.color.success },
});

export const valueText = styleVariants({
  none: { color: vars.color.muted },
  weak: { color: vars.color.danger, fontWeight: 600 },
  strong: { color: vars.color.success, fontWeight: 600 },
});
