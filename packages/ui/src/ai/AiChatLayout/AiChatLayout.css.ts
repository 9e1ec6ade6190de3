import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '260px minmax(0, 1fr)',
  height: 'calc(100dvh - 64px)',
  minHeight: '480px',
  background: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [media.dataMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', position: 'relative' },
  },
});

export const sidebar = style({
  minWidth: 0,
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': {
    [media.dataMobile]: {
      display: 'none',
      selectors: {
        '&[data-open]': {
          display: 'block',
          position: 'absolute',
          zIndex: 2,
          top: '48px',
          left: 0,
          right: 0,
          bottom: 0,
          borderRight: 'none',
          boxShadow: vars.shadow.md,
        },
      },
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
});

export const bar = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const toggle = style({
  display: 'none',
  flexShrink: 0,
  '@media': { [media.dataMobile]: { display: 'inline-flex' } },
});

export const header = style({ flex: 1, minWidth: 0 });

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto' });
