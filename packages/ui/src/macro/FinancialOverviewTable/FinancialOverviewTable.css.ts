import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const row = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
