import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.3 });

export const pitch = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.muted,
  maxWidth: '40em',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

const link = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const primary = style([
  link,
  {
    background: vars.color.brand,
    color: vars.color.brandText,
    selectors: { '&[data-hovered]': { background: vars.color.brandHover } },
  },
]);

export const secondary = style([
  link,
  {
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: 'inherit',
    selectors: { '&[data-hovered]': { borderColor: vars.color.brand } },
  },
]);
