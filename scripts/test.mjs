// `npm test`: every test of every workspace — domain, mocks, server on SQLite and MariaDB, stories
// in Chromium with axe, the site and its end-to-end run — then one closing count line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureSystemPackages } from './system-deps.mjs';

ensureSystemPackages();

const report = '.tmp/vitest-results.json';
mkdirSync('.tmp', { recursive: true });
rmSync(report, { force: true });

const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
);

let summary;
try {
  summary = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  console.error('vitest wrote no results; see its output above.');
  process.exit(run.status || 1);
}
const {
  numPassedTests,
  numFailedTests,
  numPendingTests,
  numTodoTests,
  numTotalTestSuites,
  numFailedTestSuites,
} = summary;
const skipped = numPendingTests + numTodoTests;
console.log(`\ntest files: ${numTotalTestSuites} run, ${numFailedTestSuites} failed`);
console.log(
  `tests: ${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
// A skipped test is not a passing one: it fails the run too.
const failed =
  run.status !== 0 ||
  numFailedTests > 0 ||
  numFailedTestSuites > 0 ||
  skipped > 0 ||
  numPassedTests === 0;
process.exit(failed ? 1 : 0);
