import { fontStack, vars } from '@coinsight/theme';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: fontStack,
  lineHeight: 1.6,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
});
