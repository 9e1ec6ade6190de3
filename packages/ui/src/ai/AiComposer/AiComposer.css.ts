import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.phone]: { padding: vars.space.sm } },
});

export const field = style({ flex: 1, minWidth: 0, display: 'flex' });

export const input = style({
  flex: 1,
  minWidth: 0,
  resize: 'none',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { background: vars.color.surfaceRaised, cursor: 'not-allowed' },
  },
});

export const send = style({ flexShrink: 0, minWidth: '88px' });
