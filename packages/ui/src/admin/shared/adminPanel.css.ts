import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** Figures in a grid of small cards that wraps to two columns on a phone. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const figureLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** Two charts side by side on a wide screen, one under the other on a phone. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  gap: vars.space.lg,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

/** A definition list of facts (label: value) that wraps on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factLabel = style({ color: vars.color.muted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
