import { readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(siteDir, '../..');
export const distIndex = join(siteDir, 'dist', 'index.html');

/** What the bundle is made from: the site and the workspaces it bundles. */
const sources = [
  join(siteDir, 'src'),
  join(siteDir, 'index.html'),
  join(siteDir, 'vite.config.ts'),
  join(siteDir, 'public'),
  join(repoRoot, 'packages/ui/src'),
  join(repoRoot, 'packages/domain/src'),
  join(repoRoot, 'packages/charts/src'),
  join(repoRoot, 'packages/theme/src'),
];

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(entries.map((entry) => newestChange(join(path, entry.name))));
  return Math.max(info.mtimeMs, ...times);
}

/** Builds apps/site/dist when it is missing or older than what it is built from. */
export default async function buildSiteWhenStale(): Promise<void> {
  const built = (await stat(distIndex).catch(() => null))?.mtimeMs ?? 0;
  const changed = Math.max(...(await Promise.all(sources.map(newestChange))));
  if (built > changed) return;
  console.info(
    built
      ? 'e2e: the site changed since its last build; building it again'
      : 'e2e: building the site',
  );
  // vitest runs with NODE_ENV=test, which would make both the JSX transform and React's own build
  // the development ones; the end-to-end run and the bundle budgets need what users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: siteDir, configFile: join(siteDir, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
