import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

export const fontStack =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: fontStack,
  lineHeight: 1.6,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
});
