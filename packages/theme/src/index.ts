// The plain entry: no React, and no vanilla-extract build step needed to import it (node tests,
// inline styles, canvas code). The theme's class lives in `@coinsight/theme/lightTheme`, a .css.ts.
export { tokens, fontStack } from './tokens.ts';
export { breakpoints, media } from './breakpoints.ts';
export type { Breakpoint } from './breakpoints.ts';
export { vars } from './vars.ts';
export { focusRing } from './focusRing.ts';
export type { FocusRingOffset } from './focusRing.ts';
