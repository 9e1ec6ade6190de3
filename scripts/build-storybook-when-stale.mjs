// `npm start`: builds the Storybook the product serves at /storybook/ (issue 17) when it is missing
// or older than what it is made from, so a designer always reviews the components as they are.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const out = process.env.STORYBOOK_DIR ?? 'storybook-static';
const sources = [
  '.storybook',
  'packages/ui/src',
  'packages/charts/src',
  'packages/theme/src',
  'mocks',
];

/**
 * The newest modification time under a path (0 when it is missing), node_modules left out.
 * @param {string} path
 * @returns {number}
 */
function newestChange(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== '__screenshots__')
    .reduce(
      (newest, entry) => Math.max(newest, newestChange(join(path, entry.name))),
      info.mtimeMs,
    );
}

const built = newestChange(join(out, 'index.html'));
const changed = Math.max(...sources.map(newestChange));
if (built > changed) {
  console.info(`Storybook in ${out}/ is up to date`);
} else {
  console.info(
    built ? 'Storybook changed since its last build; building it' : 'building Storybook',
  );
  const run = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', out], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
