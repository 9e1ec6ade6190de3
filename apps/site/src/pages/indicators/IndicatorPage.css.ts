import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.xl,
  boxSizing: 'border-box',
  '@media': {
    'screen and (max-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: vars.space.md,
      gap: vars.space.md,
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.lg });

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const note = style({ margin: 0, padding: vars.space.lg, color: vars.color.muted });

/**
 * The menu's place while it loads. On a phone the menu stacks above the chart, so a one-line
 * loading note pushed the chart down by the menu's height when the menu arrived (a layout shift of
 * 0.36 under Lighthouse's mobile emulation). Reserved: the menu's height with its title, search,
 * buttons, two groups and the first group's four items open (the demo data's menu, 430 px).
 */
export const menuLoading = style({
  '@media': {
    'screen and (max-width: 768px)': { minHeight: '430px', boxSizing: 'border-box' },
  },
});

export const chartBox = style({
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Spec 2 §4: on mobile the chart can be shown turned by 90 degrees, filling the screen sideways. */
export const rotated = style({
  position: 'fixed',
  top: 0,
  left: '100vw',
  width: '100vh',
  height: '100vw',
  zIndex: 50,
  overflow: 'auto',
  padding: vars.space.md,
  boxSizing: 'border-box',
  background: vars.color.surface,
  transform: 'rotate(90deg)',
  transformOrigin: 'top left',
});

export const bare = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '1100px',
  margin: '0 auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
});
