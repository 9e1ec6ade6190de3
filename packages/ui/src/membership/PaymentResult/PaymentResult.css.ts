import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  maxWidth: '440px',
  margin: '0 auto',
  alignItems: 'center',
  textAlign: 'center',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  color: vars.color.brandText,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const tone = styleVariants({
  querying: { background: vars.color.neutral },
  success: { background: vars.color.success },
  incomplete: { background: vars.color.danger },
  queryFailed: { background: vars.color.danger },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const detail = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});
