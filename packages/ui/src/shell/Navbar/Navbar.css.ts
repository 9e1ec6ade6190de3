import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  height: '64px',
  padding: `0 ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const logo = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&[data-focus-visible]': focusRing() },
});

export const links = style({
  display: 'flex',
  gap: vars.space.lg,
  flex: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  padding: `${vars.space.xs} 0`,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[aria-current="page"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: 600,
    },
    '&[data-focus-visible]': focusRing(),
  },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  minWidth: 0,
});

export const username = style({
  maxWidth: '12em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const menuButton = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.lg,
  padding: vars.space.sm,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 800,
  background: vars.color.surface,
  opacity: 1,
  transition: 'opacity 250ms ease',
  selectors: {
    '&[data-entering]': { opacity: 0 },
    '&[data-exiting]': { opacity: 0 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const menu = style({ height: '100%' });

export const menuDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  padding: vars.space.xl,
  gap: vars.space.lg,
  outline: 'none',
});

export const menuHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const menuLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.lg,
});

export const menuAccount = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** The member's name, opening 个人中心 on desktop: a plain button, it carries no menu machinery. */
export const ownTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRing(),
  },
});

/** Placed by the trigger as it opens (top and right); in the top layer, above the chat window too. */
export const ownPopover = style({
  position: 'absolute',
  inset: 'auto',
  margin: 0,
  marginTop: vars.space.xs,
  padding: vars.space.xs,
  minWidth: '9em',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const ownList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ownLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised, color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 600 },
    '&[data-focus-visible]': focusRing('inside'),
  },
});

/** 个人中心 in the phone menu: the member's own pages in a row that wraps, under the name. */
export const ownRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
