import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** A page-level card: full width on a phone, a readable column on desktop. */
export const card = style({
  width: '100%',
  maxWidth: '440px',
  margin: '0 auto',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.phone]: {
      padding: vars.space.lg,
      border: 'none',
      borderRadius: 0,
    },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
