import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** Where the desktop panel sticks, below the window's top edge, in px. */
export const panelStickyTop = 16;

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  width: '100%',
  boxSizing: 'border-box',
  '@media': { [media.dataMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  position: 'sticky',
  top: panelStickyTop,
  '@media': { [media.dataMobile]: { position: 'static' } },
});

export const toggle = style({ alignSelf: 'stretch' });

export const panel = style({
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
  '@media': { [media.dataMobile]: { maxHeight: '60vh' } },
});

export const main = style({ minWidth: 0 });
