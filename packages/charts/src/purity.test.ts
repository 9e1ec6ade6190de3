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

const reactImport = /(?:from\s+|import\s*\(\s*|import\s+)['"](react|react-dom)(\/[^'"]*)?['"]/;

describe('the pure entry of @coinsight/charts', () => {
  it('finds React imports when they are there', () => {
    expect(reactImport.test(`import { useState } from 'react';`)).toBe(true);
    expect(reactImport.test(`import { createRoot } from "react-dom/client";`)).toBe(true);
    expect(reactImport.test(`import { scaleLinear } from 'd3';`)).toBe(false);
  });

  it('keeps React out of every file outside src/react/', () => {
    const offenders = sourceFiles(srcDir)
      .map((file) => relative(srcDir, file))
      .filter((file) => !file.startsWith('react/') && !file.endsWith('purity.test.ts'))
      .filter((file) => reactImport.test(readFileSync(join(srcDir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
