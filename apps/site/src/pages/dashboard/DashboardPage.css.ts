import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/ui';

export const root = style({ maxWidth: '1200px', margin: '0 auto', padding: vars.space.xl });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ color: vars.color.muted });
