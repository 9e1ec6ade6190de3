import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const reason = style({ flex: '1 1 240px' });

export const actions = style({ display: 'flex', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const wrap = style({ maxWidth: '16em', wordBreak: 'break-word' });
