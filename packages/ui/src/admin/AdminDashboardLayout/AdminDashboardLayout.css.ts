import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  minHeight: '100vh',
  width: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  '@media': { [media.dataMobile]: { flexDirection: 'column', minHeight: 0 } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '220px',
  flexShrink: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [media.dataMobile]: {
      width: '100%',
      borderRight: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
      gap: vars.space.sm,
      padding: vars.space.md,
    },
  },
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [media.dataMobile]: { flexDirection: 'row', overflowX: 'auto' } },
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.brand, color: vars.color.brandText },
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing(),
  },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.dataMobile]: { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const who = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
  outline: 'none',
});

export const placeholder = style({ margin: 0, color: vars.color.muted });
