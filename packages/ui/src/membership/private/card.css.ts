import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

/** The panel every membership piece sits in: full width on a phone, a card on a desktop. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  width: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
