import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { textBox } from '../../primitives/TextField/TextField.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const searchLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const searchInput = style([
  textBox,
  { width: '100%', boxSizing: 'border-box', fontSize: vars.fontSize.sm },
]);

export const months = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const monthHeader = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing('close') },
});

export const count = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
});

export const day = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('close'),
    '&[aria-current="date"]': {
      background: vars.color.brand,
      color: vars.color.brandText,
      fontWeight: 600,
    },
  },
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
