import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const request = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const group = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const decided = style({ color: vars.color.muted });
