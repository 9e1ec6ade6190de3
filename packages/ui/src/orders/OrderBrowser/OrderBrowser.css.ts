import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const search = style({ flex: '1 1 220px' });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
