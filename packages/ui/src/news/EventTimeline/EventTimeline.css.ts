import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 860,
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.dataMobile]: { fontSize: vars.fontSize.lg } },
});

export const muted = style({ margin: 0, color: vars.color.muted });

export const gate = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const gateTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const empty = style({
  margin: 0,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.muted,
});

export const track = style({ position: 'relative', paddingLeft: vars.space.xl });

export const line = style({
  position: 'absolute',
  left: 7,
  top: 0,
  width: 2,
  background: vars.color.brand,
  transition: 'height 500ms linear',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const nodes = style({ margin: 0, padding: 0, listStyle: 'none' });

export const node = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.xl,
  '::before': {
    content: '""',
    position: 'absolute',
    left: `calc(-1 * ${vars.space.xl})`,
    top: 2,
    width: 16,
    height: 16,
    borderRadius: vars.radius.full,
    border: `3px solid ${vars.color.surface}`,
    boxSizing: 'border-box',
    background: vars.color.neutral,
  },
  selectors: {
    '&[data-tone="bullish"]::before': { background: vars.color.bullish },
    '&[data-tone="bearish"]::before': { background: vars.color.bearish },
  },
});

export const date = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const nodeTitle = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing('close'),
  },
});

export const impact = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

const levelColors = {
  'major-bearish': { color: vars.color.brandText, background: vars.color.bearish },
  bearish: { color: vars.color.bearish, background: vars.color.surface },
  neutral: { color: vars.color.neutral, background: vars.color.surface },
  bullish: { color: vars.color.bullish, background: vars.color.surface },
  'major-bullish': { color: vars.color.brandText, background: vars.color.bullish },
};

export const badge = style({
  padding: `1px ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: Object.fromEntries(
    Object.entries(levelColors).map(([level, colors]) => [
      `&[data-level="${level}"]`,
      {
        ...colors,
        borderColor: colors.background === vars.color.surface ? colors.color : colors.background,
      },
    ]),
  ),
});

export const refusal = style({
  margin: 0,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const footerTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const scale = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style([
  badge,
  {
    color: vars.color.muted,
    background: vars.color.surface,
    borderColor: vars.color.border,
    selectors: {
      '&[aria-current]': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 1 },
    },
  },
]);
