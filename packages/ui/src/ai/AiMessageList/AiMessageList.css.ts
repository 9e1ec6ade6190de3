import { media, vars } from '@coinsight/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.sm, gap: vars.space.md } },
});

const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': { [media.phone]: { maxWidth: '100%' } },
});

export const user = style([
  bubble,
  { alignSelf: 'flex-end', background: vars.color.brand, color: vars.color.brandText },
]);

export const question = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const assistant = style([
  bubble,
  {
    alignSelf: 'flex-start',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
  },
]);

export const failed = style({ margin: 0, color: vars.color.danger });

const blink = keyframes({ '50%': { opacity: 0 } });

export const caret = style({
  display: 'inline-block',
  width: '0.5em',
  height: '1em',
  marginTop: vars.space.xs,
  background: vars.color.muted,
  animation: `${blink} 1s steps(1) infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const waiting = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
