import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const gate = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const text = style({
  margin: 0,
  lineHeight: 1.7,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const value = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const link = style({
  color: vars.color.brand,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing('outside') },
});

export const itemTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const external = style({ fontWeight: 400, fontSize: vars.fontSize.xs });

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const time = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const footnote = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.xs });
