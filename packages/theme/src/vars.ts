import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

/**
 * The theme contract: every token as a `var(--cs-…)` reference. Global names (not per-file hashes)
 * keep this module free of vanilla-extract's build step, so charts' plain modules, inline styles and
 * node tests can use it; a theme (`lightTheme`) assigns the values.
 */
export const vars = createGlobalThemeContract(tokens, (_value, path) => `cs-${path.join('-')}`);
