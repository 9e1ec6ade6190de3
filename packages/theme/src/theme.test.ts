import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, focusRing, media, tokens, vars } from './index.ts';

describe('@coinsight/theme', () => {
  it('names every token as a global CSS variable', () => {
    expect(vars.color.brand).toBe('var(--cs-color-brand)');
    expect(vars.space.lg).toBe('var(--cs-space-lg)');
    expect(vars.focusRing.offset.inside).toBe('var(--cs-focusRing-offset-inside)');
    expect(Object.keys(vars.color)).toEqual(Object.keys(tokens.color));
  });

  it('writes each media query from its breakpoint', () => {
    expect(media.phone).toBe('screen and (max-width: 480px)');
    expect(media.dataMobile).toBe(`screen and (max-width: ${breakpoints.dataMobile}px)`);
    expect(media.shellMobile).toBe('screen and (max-width: 950px)');
  });

  it('draws the focus ring in the ring colour unless told otherwise', () => {
    expect(focusRing()).toEqual({
      outline: 'var(--cs-focusRing-width) solid var(--cs-color-focusRing)',
      outlineOffset: 'var(--cs-focusRing-offset-outside)',
    });
    expect(focusRing('close', vars.color.surface).outline).toContain('var(--cs-color-surface)');
  });

  it('imports no React', () => {
    const srcDir = import.meta.dirname;
    const offenders = readdirSync(srcDir)
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) =>
        /from\s+['"]react(-dom)?(\/|['"])/.test(readFileSync(join(srcDir, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
