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

/** Why the series has no live source: a muted line under its name, wrapped to the column. */
export const reason = style({
  display: 'block',
  maxWidth: '22em',
  marginTop: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.5,
  whiteSpace: 'normal',
});

export const noData = style({ color: vars.color.muted, whiteSpace: 'nowrap' });
