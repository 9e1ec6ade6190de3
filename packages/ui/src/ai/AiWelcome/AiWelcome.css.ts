import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  '@media': { [media.phone]: { padding: `${vars.space.xl} ${vars.space.sm}` } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const lead = style({ margin: 0, color: vars.color.muted });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.xs });
