import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 860,
  width: '100%',
  minWidth: 0,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  '@media': { [media.dataMobile]: { fontSize: vars.fontSize.lg } },
});

export const lead = style({ margin: 0, color: vars.color.muted });

export const paragraph = style({ margin: 0, lineHeight: 1.8, overflowWrap: 'anywhere' });
