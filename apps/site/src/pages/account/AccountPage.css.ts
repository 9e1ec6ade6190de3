import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

/** The account pages centre one form card in the content column. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '480px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, alignSelf: 'flex-start' });

export const hint = style({ margin: 0, color: vars.color.muted, alignSelf: 'flex-start' });
