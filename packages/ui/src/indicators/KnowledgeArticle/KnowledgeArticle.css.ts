import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  lineHeight: 1.7,
  minWidth: 0,
});

export const lead = style({ margin: 0, fontWeight: 600 });

export const paragraph = style({ margin: 0 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

globalStyle(`${body} > *`, { margin: 0 });

// An admin's picture may be wider than a phone: it shrinks to the column, never scrolls sideways.
globalStyle(`${body} img`, { display: 'block', maxWidth: '100%', height: 'auto' });
