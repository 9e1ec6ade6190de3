import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** A chart control: the toolbar's buttons, the frequency and scale toggles, 重试. */
export const button = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: 32,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-pressed]': { background: vars.color.surfaceRaised },
    '&[data-selected]': {
      color: vars.color.surface,
      background: vars.color.text,
      borderColor: vars.color.text,
    },
  },
});

/** A row of controls that wraps on narrow screens. */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
