import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '560px',
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  lineHeight: 1.6,
});

export const qr = style({
  width: '200px',
  height: '200px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
  background: vars.color.surfaceRaised,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
});

export const codes = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.sm,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
