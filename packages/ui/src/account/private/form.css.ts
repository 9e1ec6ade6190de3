import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' };

/** A form laid out as one column; fields stretch to the container's width at every size. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
});

/** A page-level form card: full width on a phone, a readable column on desktop. */
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
    'screen and (max-width: 480px)': {
      padding: vars.space.lg,
      border: 'none',
      borderRadius: 0,
    },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const input = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
  selectors: {
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceRaised, cursor: 'not-allowed' },
  },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });

export const submit = style({ width: '100%', padding: `${vars.space.md} ${vars.space.lg}` });

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  borderLeft: '4px solid currentColor',
  background: vars.color.surfaceRaised,
});

export const alertTone = {
  error: style({ color: vars.color.danger }),
  success: style({ color: vars.color.success }),
};
