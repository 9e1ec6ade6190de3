import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

/** One column on a phone; on a desktop the account cards sit beside the purchase. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '1100px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': {
    'screen and (min-width: 951px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const ordersLink = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontWeight: 600,
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const benefits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const benefitName = style({ fontWeight: 600 });

export const benefitText = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The pay, QR and result pages centre one card. */
export const single = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '480px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const bare = style({
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
});

/** The QR page's notice when it will not draw a code (visitor, foreign or settled code). */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.text,
  textAlign: 'center',
});
