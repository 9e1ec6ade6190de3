import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { textBox } from '../TextField/TextField.css.ts';

/**
 * The look shared by the side menus that list entries under collapsible groups with a search box
 * above (the indicator menu, the analysis menu). Each menu keeps its own frame, label and the
 * `aria-current` value that marks its chosen entry.
 */

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const searchInput = style([
  textBox,
  { width: '100%', boxSizing: 'border-box', fontSize: vars.fontSize.sm },
]);

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const groupHeader = style({
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

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
});

/** An entry; its menu adds the look of the chosen one under its own `aria-current` value. */
export const item = style({
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
  },
});

/** The chosen entry, for the menu's `&[aria-current=…]` selector. */
export const current = {
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 600,
} as const;

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
