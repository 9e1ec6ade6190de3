import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xs}`,
  background: vars.color.text,
  color: vars.color.surface,
  height: '100%',
  '@media': {
    [media.shellMobile]: {
      flexDirection: 'row',
      height: 'auto',
      padding: vars.space.xs,
    },
  },
});

export const me = style({
  marginBottom: vars.space.sm,
  '@media': { [media.shellMobile]: { marginBottom: 0 } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const view = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  width: '64px',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.surface,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(255, 255, 255, 0.12)' },
    '&[data-selected]': { background: vars.color.brand },
    '&[data-focus-visible]': focusRing('inside', vars.color.surface),
  },
  '@media': {
    [media.shellMobile]: {
      flexDirection: 'row',
      width: 'auto',
      padding: `${vars.space.xs} ${vars.space.sm}`,
    },
  },
});

export const icon = style({ fontSize: vars.fontSize.lg, lineHeight: 1 });

export const label = style({ fontSize: vars.fontSize.xs, lineHeight: 1.3, textAlign: 'center' });

export const count = style({ position: 'absolute', top: 0, right: 0 });
