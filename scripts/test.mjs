// `npm test`: every test of every workspace — domain, mocks, server on SQLite and MariaDB, stories
// in Chromium with axe, the site and its end-to-end run — then one closing count line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureSystemPackages } from './system-deps.mjs';

ensureSystemPackages();

/**
 * Two vitest processes side by side. One process gives each of its pools cores − 1 workers, so on
 * the 2 cores of CI its node pool ran every node file one after another (the end-to-end files, then
 * the server's) and the second core idled once the stories were done: 1,877 s. The Chromium lane
 * (the end-to-end files, the stories, the site's pages) now runs beside the node lane (every other
 * project, so a new one lands there): 1,306 s. Arguments (`npm test -- --project server`) run one
 * process as before.
 */
const chromiumProjects = ['e2e', 'storybook', 'site (browser)'];
/** @param {string[]} projects */
const projectArgs = (projects) => projects.flatMap((project) => ['--project', project]);
const lanes =
  process.argv.length > 2
    ? [{ name: 'all', args: process.argv.slice(2) }]
    : [
        { name: 'chromium', args: projectArgs(chromiumProjects) },
        { name: 'node', args: projectArgs(chromiumProjects.map((project) => `!${project}`)) },
      ];

mkdirSync('.tmp', { recursive: true });

/**
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number,
 *   numTodoTests: number, numTotalTestSuites: number, numFailedTestSuites: number }} Summary
 */

/**
 * Runs one vitest process; resolves with its exit status and its JSON report's counts (null when it
 * wrote none).
 * @param {{ name: string, args: string[] }} lane
 * @returns {Promise<{ status: number | null, summary: Summary | null }>}
 */
function runLane({ name, args }) {
  const report = `.tmp/vitest-results-${name}.json`;
  rmSync(report, { force: true });
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
  );
  return new Promise((resolve) => {
    child.on('close', (status) => {
      /** @type {Summary | null} */
      let summary = null;
      try {
        summary = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        console.error(`vitest (${name}) wrote no results; see its output above.`);
      }
      resolve({ status, summary });
    });
  });
}

const results = await Promise.all(lanes.map(runLane));
/** @param {keyof Summary} key */
const total = (key) => results.reduce((sum, { summary }) => sum + (summary?.[key] ?? 0), 0);
const numPassedTests = total('numPassedTests');
const numFailedTests = total('numFailedTests');
const skipped = total('numPendingTests') + total('numTodoTests');
const numTotalTestSuites = total('numTotalTestSuites');
const numFailedTestSuites = total('numFailedTestSuites');
console.log(`\ntest files: ${numTotalTestSuites} run, ${numFailedTestSuites} failed`);
console.log(
  `tests: ${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
// A skipped test is not a passing one: it fails the run too.
const failed =
  results.some(({ status, summary }) => status !== 0 || summary === null) ||
  numFailedTests > 0 ||
  numFailedTestSuites > 0 ||
  skipped > 0 ||
  numPassedTests === 0;
process.exit(failed ? 1 : 0);
