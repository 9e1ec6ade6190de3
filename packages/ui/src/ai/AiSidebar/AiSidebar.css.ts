import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
  height: '100%',
  overflowY: 'auto',
  boxSizing: 'border-box',
});

export const newButton = style({ width: '100%' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  selectors: {
    '&[data-current]': { borderColor: vars.color.brand, background: vars.color.surfaceRaised },
  },
});

export const open = style({
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'left',
  width: '100%',
  minWidth: 0,
  paddingBottom: 0,
});

export const title = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const action = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
