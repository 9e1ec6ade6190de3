/**
 * The oldest Node.js the server runs on. Older ones fail in ways that name nothing: better-sqlite3
 * ends Node 20 with a segmentation fault, vitest and msw with a missing Promise.withResolvers.
 */
export const requiredNodeMajor = 22;

/**
 * Null when `version` (process.versions.node) is new enough; otherwise what to tell the operator,
 * with the exact command: the project's own Node 22 (the npm package `node`, a devDependency that
 * `npm start` already puts first on PATH) runs `entry`.
 */
export function nodeVersionProblem(
  version: string,
  { repoRoot, entry }: { repoRoot: string; entry: string },
): string | null {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= requiredNodeMajor) return null;
  return [
    `Coinsight's server needs Node.js ${requiredNodeMajor} or newer; this is Node.js ${version}.`,
    `Run it from the repository with the project's own Node.js ${requiredNodeMajor}:`,
    `  cd ${repoRoot} && npm start`,
    'or, with the site already built:',
    `  ${repoRoot}/node_modules/.bin/node ${entry}`,
  ].join('\n');
}
