import { focusRing, media, vars } from '@coinsight/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const dateLabel = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  marginLeft: 'auto',
  '@media': { [media.phone]: { marginLeft: 0, width: '100%' } },
});

export const dateInput = style({
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focusRing('outside'),
});

export const row = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const country = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const flag = style({ width: 20, height: 14, objectFit: 'cover', borderRadius: 2 });

export const stars = style({ color: vars.color.bearish, letterSpacing: 1, whiteSpace: 'nowrap' });

/*
 * On a phone the eight columns are 568 px wide in a 351 px box: each release becomes a card
 * instead — the name and its impact on top, time, country and stars, then the three figures —
 * each cell labelled with its column's name (`data-label`), the header row kept for screen readers.
 */
const cardAreas = [
  'name',
  'impact',
  'time',
  'country',
  'stars',
  'actual',
  'consensus',
  'previous',
] as const;
export type CardArea = (typeof cardAreas)[number];

export const table = style({
  '@media': { [media.phone]: { display: 'block' } },
});

export const head = style({
  '@media': {
    [media.phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  '@media': {
    [media.phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  },
});

export const card = style({
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gridTemplateAreas: '"name name impact" "time country stars" "actual consensus previous"',
      gap: `${vars.space.sm} ${vars.space.sm}`,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const cardCell = style({
  '@media': {
    [media.phone]: {
      display: 'block',
      minWidth: 0,
      padding: 0,
      borderTop: 'none',
      overflowWrap: 'anywhere',
    },
  },
});

export const area = Object.fromEntries(
  cardAreas.map((name) => [
    name,
    style({
      '@media': {
        [media.phone]: { gridArea: name, textAlign: name === 'impact' ? 'right' : 'left' },
      },
    }),
  ]),
) as Record<CardArea, string>;

globalStyle(`${cardCell}[data-label]::before`, {
  '@media': {
    [media.phone]: {
      content: 'attr(data-label)',
      display: 'block',
      color: vars.color.muted,
      fontSize: vars.fontSize.xs,
    },
  },
});

// Figures, their sources and the stars wrap inside a third of the card rather than overflow it.
globalStyle(`${cardCell} span`, {
  '@media': { [media.phone]: { whiteSpace: 'normal' } },
});
