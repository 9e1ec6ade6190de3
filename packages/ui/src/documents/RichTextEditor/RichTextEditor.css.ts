import { vars } from '@coinsight/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const tool = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandText },
  },
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const linkLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  flex: '1 1 200px',
  minWidth: 0,
});

export const linkInput = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  minWidth: 0,
});

/** Kept out of sight: 插入图片 opens it. */
export const fileInput = style({ display: 'none' });

export const frame = style({ minWidth: 0 });

export const content = style({
  minHeight: 240,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  lineHeight: 1.8,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${content} a`, { color: vars.color.brand });
globalStyle(`${content} blockquote`, {
  margin: `${vars.space.sm} 0`,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.muted,
});
globalStyle(`${content} p`, { margin: `0 0 ${vars.space.sm}` });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
