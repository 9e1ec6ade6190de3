import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const arrows = style({ display: 'flex', gap: vars.space.xs });

export const arrow = style({
  minWidth: 32,
  minHeight: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
    '&[data-focus-visible]': focusRing('outside'),
  },
});

export const viewport = style({ overflow: 'hidden', touchAction: 'pan-y', userSelect: 'none' });

export const track = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'transform 300ms ease',
  selectors: { '&[data-dragging]': { transition: 'none' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const slot = style({
  flexShrink: 0,
  minWidth: 0,
  padding: vars.space.xs,
  boxSizing: 'border-box',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': focusRing('inside'),
  },
});

export const cardTitle = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const cardText = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
