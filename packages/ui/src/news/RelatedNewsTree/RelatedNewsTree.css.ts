import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const tree = style({
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  listStyle: 'none',
  borderLeft: `2px solid ${vars.color.border}`,
});

export const node = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.lg,
  '::before': {
    content: '""',
    position: 'absolute',
    left: `calc(-1 * ${vars.space.lg} - 7px)`,
    top: 4,
    width: 12,
    height: 12,
    borderRadius: vars.radius.full,
    background: vars.color.neutral,
  },
  selectors: {
    '&[data-tone="bullish"]::before': { background: vars.color.bullish },
    '&[data-tone="bearish"]::before': { background: vars.color.bearish },
  },
});

export const when = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing('close'),
  },
});

export const current = style({ margin: 0, fontWeight: 600 });

export const summary = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
