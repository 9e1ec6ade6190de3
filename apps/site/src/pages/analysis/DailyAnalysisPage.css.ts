import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.xl,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.dataMobile]: { padding: vars.space.md } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
