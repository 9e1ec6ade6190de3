import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  marginRight: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  verticalAlign: 'middle',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const term = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': focusRing(),
  },
});
