import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: vars.space.sm } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const tag = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
  selectors: { '&[data-multi]': { borderColor: vars.color.brand, color: vars.color.brand } },
});

export const switchRoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  width: '32px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.neutral,
  transition: 'background-color 120ms ease',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRing(),
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: 'transform 120ms ease',
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(14px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
