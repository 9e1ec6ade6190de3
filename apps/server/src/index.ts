import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './nodeVersion.ts';

// The check comes before the server's modules load: on an older Node one of them would crash the
// process (a segmentation fault) before it could say why. The bundle keeps them in a chunk of
// their own (esbuild --splitting), so nothing but this file runs first.
const entry = fileURLToPath(import.meta.url);
const repoRoot = resolve(entry, '../../../..');
const problem = nodeVersionProblem(process.versions.node, {
  repoRoot,
  entry: relative(repoRoot, entry),
});
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./main.ts');
