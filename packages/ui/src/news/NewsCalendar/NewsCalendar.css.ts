import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const heading = style({
  flex: '1 1 auto',
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
});

const pressable = style({
  border: 'none',
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('close'),
  },
});

export const arrow = style([
  pressable,
  { minWidth: 32, minHeight: 32, fontSize: vars.fontSize.lg, lineHeight: 1 },
]);

export const today = style([
  pressable,
  {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.brand}`,
    color: vars.color.brand,
    fontSize: vars.fontSize.sm,
  },
]);

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const weekday = style({
  padding: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
});

export const cell = style({ padding: 2, textAlign: 'center' });

export const day = style([
  pressable,
  {
    width: '100%',
    minHeight: 32,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&[data-today]': { color: vars.color.brand, fontWeight: 700 },
      '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandText },
    },
  },
]);
