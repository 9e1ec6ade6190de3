import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '820px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const effective = style({
  margin: `${vars.space.xs} 0 ${vars.space.lg}`,
  color: vars.color.muted,
});

export const section = style({ marginTop: vars.space.lg });

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

export const paragraph = style({ margin: `0 0 ${vars.space.sm}` });
