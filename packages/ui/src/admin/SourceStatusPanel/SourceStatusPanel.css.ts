import { media, vars } from '@coinsight/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** One card per source; a single column on a phone so the error line has room. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.md });

const badge = style({
  flexShrink: 0,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
});

/** Real is green, demo the notice's blue, off muted: told apart by the word too, never colour alone. */
export const mode = styleVariants({
  real: [badge, { color: vars.color.success }],
  demo: [badge, { color: vars.color.info }],
  off: [badge, { color: vars.color.muted }],
});

export const error = style({ color: vars.color.danger });
