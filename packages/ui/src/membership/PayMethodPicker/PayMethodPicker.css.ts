import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const option = style({ flexDirection: 'row', alignItems: 'center' });

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.sm,
  color: vars.color.brandText,
  fontWeight: 700,
});

export const markTone = styleVariants({
  alipay: { background: vars.color.info },
  wxpay: { background: vars.color.success },
});
