import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
});

export const legendSwatch = style({ width: 10, height: 10, borderRadius: 2 });

export const plotBox = style({ position: 'relative', width: '100%' });

export const layer = style({ position: 'absolute', inset: 0, width: '100%' });

/** The pointer layer: a vertical swipe still scrolls the page on phones. */
export const pointerLayer = style([layer, { touchAction: 'pan-y' }]);

export const tooltip = style({
  position: 'absolute',
  padding: `6px ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  pointerEvents: 'none',
  boxShadow: vars.shadow.md,
});

export const tooltipTime = style({ fontWeight: 600 });

export const tooltipRow = style({ display: 'flex', gap: 6, alignItems: 'center' });

export const tooltipDot = style({ width: 8, height: 8, borderRadius: 4 });

export const tooltipValue = style({ marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' });
