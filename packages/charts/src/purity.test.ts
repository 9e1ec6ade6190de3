import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Source files of the package relative to src/, this test excluded. */
const files = sourceFiles(srcDir)
  .map((file) => relative(srcDir, file))
  .filter((file) => !file.endsWith('purity.test.ts'));
const text = (file: string) => readFileSync(join(srcDir, file), 'utf8');

const reactImport = /(?:from\s+|import\s*\(\s*|import\s+)['"](react|react-dom)(\/[^'"]*)?['"]/;

/**
 * A browser global used as a value or a type. A property of that name (`model.window`, `window:` in an
 * object or interface) is not one.
 */
const domUse =
  /(?<![\w$.])(?:document|window|navigator|localStorage|sessionStorage|devicePixelRatio|getComputedStyle|matchMedia|requestAnimationFrame|cancelAnimationFrame|createImageBitmap|ResizeObserver|IntersectionObserver|MutationObserver|Element|HTML\w*Element|SVG\w*Element|Node|Event|\w+Event|DOMRect|CanvasRenderingContext2D|OffscreenCanvas\w*|ImageData|ImageBitmap|Path2D)\b(?!\??\s*:)/;

/** The code of a file without its comments and strings, where words such as "window" are only prose. */
const codeOnly = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");

/**
 * React lives in src/react/; canvas drawing and the PNG export in src/draw/ (browser, no React). The
 * rest — scales, transforms, plot geometry, ruler, time, CSV, palette — runs anywhere.
 */
const usesReact = (file: string) => file.startsWith('react/');
const usesDom = (file: string) => usesReact(file) || file.startsWith('draw/');

describe('the pure folders of @coinsight/charts', () => {
  it('finds React imports when they are there', () => {
    expect(reactImport.test(`import { useState } from 'react';`)).toBe(true);
    expect(reactImport.test(`import { createRoot } from "react-dom/client";`)).toBe(true);
    expect(reactImport.test(`import { scaleLinear } from 'd3';`)).toBe(false);
  });

  it('finds browser globals when they are there, and not in property names, comments or strings', () => {
    for (const code of [
      `const canvas = document.createElement('canvas');`,
      `const ratio = window.devicePixelRatio;`,
      `function f(canvas: HTMLCanvasElement) {}`,
      `function draw(ctx: CanvasRenderingContext2D) {}`,
      `new ResizeObserver(() => {});`,
      `const onMove = (event: PointerEvent) => event;`,
      `requestAnimationFrame(tick);`,
    ]) {
      expect(domUse.test(codeOnly(code)), code).toBe(true);
    }
    for (const code of [
      `const visible = model.window[1] - model.window[0];`,
      `return { window: fullWindow(series), scale: 'linear' };`,
      `interface PlotModel { window: readonly [number, number]; zones?: Zone[] }`,
      `/** The window that shows every point. */ const x = 1;`,
      `const nodes = eventCount; // one per window`,
      `import { format } from 'd3';`,
      `it('finds the window of every point', () => {});`,
    ]) {
      expect(domUse.test(codeOnly(code)), code).toBe(false);
    }
  });

  it('keeps React out of every file outside src/react/', () => {
    const offenders = files.filter((file) => !usesReact(file) && reactImport.test(text(file)));
    expect(offenders).toEqual([]);
  });

  it('keeps the DOM out of every file outside src/react/ and src/draw/', () => {
    const offenders = files.filter((file) => !usesDom(file) && domUse.test(codeOnly(text(file))));
    expect(offenders).toEqual([]);
  });
});
