import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const track = style({
  width: 'min(320px, 80vw)',
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.brand });

export const caption = style({ margin: 0 });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** The figure alone (a loading page) is the screen's one content: large, in the text colour. */
export const figureAlone = style({ fontSize: vars.fontSize.xl, color: vars.color.text });
