import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const scroller = style({
  maxHeight: '70vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xs,
  '@media': { [media.dataMobile]: { maxHeight: '75vh' } },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const end = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 64,
  paddingTop: vars.space.md,
});
