export * from './rules.ts';
export * from './loginDialog.ts';
export * from './sliderCaptcha.ts';
export * from './captchaTrace.ts';
