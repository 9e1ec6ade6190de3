import { style } from '@vanilla-extract/css';

export const unseen = style({ visibility: 'hidden' });
