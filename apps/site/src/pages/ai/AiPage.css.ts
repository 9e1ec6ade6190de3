import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '480px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const quota = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} 0`,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
});
