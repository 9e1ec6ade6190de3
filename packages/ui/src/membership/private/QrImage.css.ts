import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

export const placeholder = style({ background: vars.color.surfaceRaised });
