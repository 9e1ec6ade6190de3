import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

/** Tall enough for the 注册 mode; scrolls inside the window on a short phone screen. */
export const modal = style({
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  overflowY: 'auto',
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxl} 1fr ${vars.space.xxl}`,
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, textAlign: 'center' });

export const iconButton = style({
  width: vars.space.xxl,
  height: vars.space.xxl,
  padding: 0,
  fontSize: vars.fontSize.lg,
});

export const captchaField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const captchaLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

/** A step's form as one column; fields stretch to the dialog's width at every size. */
export const stepForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
});

/** 忘记密码: a quiet link under the form, where a password's help usually sits. */
export const forgot = style({
  alignSelf: 'flex-end',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': focusRing(),
  },
});
