import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const submit = style({ width: '100%', padding: `${vars.space.md} ${vars.space.lg}` });
