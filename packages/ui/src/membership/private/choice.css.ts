import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

/** Radio groups shown as cards: the plan and payment-way pickers share them. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.md, fontWeight: 600 });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.md,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brandHover },
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing(),
  },
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
