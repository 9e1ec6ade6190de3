import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});

export const text = style({ margin: 0 });

export const dismiss = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.surface}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.surface,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing('outside', vars.color.surface),
  },
});
