import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/** The calendar's source line, the first 演示数据 the site showed: muted, small, never wrapped. */
export const mark = style({
  display: 'inline-block',
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: 'normal',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const block = style({ display: 'block' });
