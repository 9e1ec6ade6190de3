import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { textBox } from '../../primitives/TextField/TextField.css.ts';

export const hiddenTitle = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const tools = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const search = style({ flex: 1, minWidth: 0, display: 'flex' });

export const searchInput = style([
  textBox,
  {
    width: '100%',
    minWidth: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
  },
]);

export const add = style({
  flex: 'none',
  width: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('close'),
  },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[aria-current]': {
      background: vars.color.surfaceRaised,
      boxShadow: `inset 3px 0 ${vars.color.brand}`,
    },
    '&[data-focus-visible]': focusRing('inside'),
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const last = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
