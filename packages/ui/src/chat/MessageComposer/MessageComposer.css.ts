import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { textBox } from '../../primitives/TextField/TextField.css.ts';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const tools = style({ display: 'flex', gap: vars.space.xs });

export const tool = style({
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('inside'),
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const popover = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  background: vars.color.surface,
  zIndex: 1000,
});

export const popoverDialog = style({ outline: 'none' });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const field = style({ flex: 1, minWidth: 0, display: 'flex' });

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const input = style([
  textBox,
  {
    width: '100%',
    minWidth: 0,
    resize: 'none',
    fontSize: vars.fontSize.sm,
    lineHeight: 1.4,
    padding: `${vars.space.xs} ${vars.space.sm}`,
  },
]);

export const send = style({ flex: 'none' });
