import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

/**
 * A page's place while its chunk loads: as tall as the window, so the footer does not flash up and
 * jump back down when the page arrives (a layout shift Lighthouse counts).
 */
export const place = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const line = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
