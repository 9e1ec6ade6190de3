import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const heroTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.3 });

export const pitch = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.muted,
  maxWidth: '40em',
});

export const vipLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 600,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const sectionIntro = style({ margin: 0, color: vars.color.muted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardLink = style([
  card,
  {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brand, boxShadow: vars.shadow.sm },
      '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    },
  },
]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const cardText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
