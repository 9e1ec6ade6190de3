import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..');
const storyRoots = ['packages/ui/src', 'packages/charts/src'].map((dir) => join(repoRoot, dir));

/** Story names compared as Storybook and Vitest spell them: `LeaveNow`, `Leave Now`, `Leave-Now`. */
const comparable = (name: string) => name.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

function screenshotFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return entry.name === '__screenshots__' ? [path] : screenshotFolders(path);
  });
}

/** The names a stories file can give its stories: its exports and any `name:` it sets. */
function storyNamesOf(storiesFile: string): Set<string> {
  const source = readFileSync(storiesFile, 'utf8');
  const exported = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] ?? '');
  const renamed = [...source.matchAll(/\bname:\s*(['"])(.+?)\1/g)].map((m) => m[2] ?? '');
  return new Set([...exported, ...renamed].map(comparable));
}

const baselines = storyRoots.flatMap((root) =>
  screenshotFolders(root).flatMap((folder) =>
    readdirSync(folder).flatMap((storiesFile) =>
      readdirSync(join(folder, storiesFile)).map((png) => ({
        storiesPath: join(folder, '..', storiesFile),
        png,
        shown: relative(repoRoot, join(folder, storiesFile, png)),
      })),
    ),
  ),
);

describe('the visual baselines', () => {
  it('exist for the stories', () => {
    expect(baselines.length).toBeGreaterThan(100);
  });

  it('each belong to a story that still exists (npm run visual:update leaves renamed ones behind)', () => {
    const orphans = baselines.filter(({ storiesPath, png }) => {
      const story = /^(.+)-\d+-chromium-linux\.png$/.exec(png)?.[1];
      if (!story || !existsSync(storiesPath)) return true;
      return !storyNamesOf(storiesPath).has(comparable(story));
    });
    expect(orphans.map((o) => o.shown)).toEqual([]);
  });
});
