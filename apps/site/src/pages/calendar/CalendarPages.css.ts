import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** The calendar in the shell's main area; a history page fills the window on its own. */
export const page = style({
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.dataMobile]: { padding: vars.space.md } },
});
