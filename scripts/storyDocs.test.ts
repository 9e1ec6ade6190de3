import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..');
const storyRoots = ['packages/ui/src', 'packages/charts/src'].map((dir) => join(repoRoot, dir));

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/**
 * The tags as Storybook's indexer reads them: statically, from the meta's own literal. A `tags`
 * spread in from a helper's return value is invisible to it, and the docs page silently vanishes.
 */
function indexedTags(file: string): string[] {
  const fileName = relative(repoRoot, file);
  const csf = loadCsf(readFileSync(file, 'utf8'), {
    fileName,
    makeTitle: (title?: string) => title ?? fileName,
  }).parse();
  return csf.meta?.tags ?? [];
}

describe('the design review (every screen piece a documented story)', () => {
  const files = storyRoots.flatMap(storiesFiles);

  it('gives every stories file a docs page (autodocs, as the indexer sees it)', () => {
    expect(files.length).toBeGreaterThan(50);
    const undocumented = files
      .filter((file) => !indexedTags(file).includes('autodocs'))
      .map((file) => relative(repoRoot, file));
    expect(undocumented).toEqual([]);
  });

  it('gives every chart component its stories', () => {
    const charts = join(repoRoot, 'packages/charts/src/react');
    const missing = readdirSync(charts, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'private')
      .filter((entry) => !existsSync(join(charts, entry.name, `${entry.name}.stories.tsx`)))
      .map((entry) => entry.name);
    expect(missing).toEqual([]);
  });
});
