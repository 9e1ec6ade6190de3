import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const avatar = recipe({
  base: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    background: vars.color.brand,
    color: vars.color.brandText,
    fontWeight: 600,
  },
  variants: {
    size: {
      sm: { width: '28px', height: '28px', fontSize: vars.fontSize.xs },
      md: { width: '36px', height: '36px', fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
