import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const more = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-focus-visible]': focusRing('outside') },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const term = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.xs,
});

export const counts = style({ display: 'flex', gap: vars.space.sm, margin: 0 });

export const disclaimer = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.xs });
