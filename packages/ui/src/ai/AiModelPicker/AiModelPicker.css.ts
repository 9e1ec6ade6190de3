import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const list = recipe({
  base: { display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    compact: {
      true: {},
      false: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md },
    },
  },
});

export const card = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  variants: {
    compact: {
      true: {},
      false: {
        padding: vars.space.md,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
        textAlign: 'left',
      },
    },
  },
});

export const choice = style({ width: '100%', fontWeight: 600 });

export const description = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.5,
});
