import { style } from '@vanilla-extract/css';
import { media, vars } from '@coinsight/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '720px',
  margin: '0 auto',
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const image = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  flexShrink: 0,
});

export const productName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', rowGap: '2px' } },
});

export const term = style({ color: vars.color.muted });

export const value = style({ margin: 0, wordBreak: 'break-all' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
