import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const search = style({ flex: '1 1 220px' });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
