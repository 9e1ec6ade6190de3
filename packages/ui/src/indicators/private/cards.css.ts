import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@coinsight/theme';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

/** The home's four indicator cards share the row between them rather than leaving a fifth track empty. */
export const fullRowGrid = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-focus-visible]': focusRing(),
  },
});

export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 600 });

export const cardText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

/** The readings' date and 演示数据: in a row, so the smaller mark never makes the line taller. */
export const dateLine = style([
  cardText,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.xs },
]);

/** A card whose title is the link; the text beside it stays plain so the link's name is the title. */
export const cardLink = style({
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing(),
  },
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const placeholder = style([
  image,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.muted,
    fontSize: vars.fontSize.sm,
  },
]);

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
});

export const emptyText = style({ margin: 0 });

/** A link that looks like the primary button: 去收藏 here, 开通会员 on the chart lock. */
export const action = style({
  display: 'inline-flex',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandText,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.brandHover },
    '&[data-focus-visible]': focusRing(),
  },
});

/** A home card's value of the day and its zone. */
export const reading = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
});

/** 加载中… where the reading comes: the reading's line, so the card keeps its height. */
export const readingPending = style({ color: vars.color.muted });

export const readingValue = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const zoneDot = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  flexShrink: 0,
});
