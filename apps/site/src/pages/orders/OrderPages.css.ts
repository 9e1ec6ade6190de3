import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

/** Shell pages sit in the shell's main area; bare pages (/ordermb, /orderpc, /refund) fill the window. */
export const page = style({
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 768px)': { padding: vars.space.md } },
});

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  color: vars.color.text,
  textAlign: 'center',
});

export const back = style({ alignSelf: 'flex-start' });
