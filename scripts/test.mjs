// `npm test`: every test of every workspace — domain, mocks, server on SQLite and MariaDB, stories
// in Chromium with axe, the site and its end-to-end run — then one closing count line.
//
// On a machine of two cores vitest runs one file at a time per pool (cores − 1), and the
// end-to-end files, which drive their own server and Chromium and spend much of their time waiting
// on pages, held the node pool for twenty minutes while the server's files waited. So the run is
// three vitest processes side by side: the end-to-end files, the browser projects (stories and the
// site's component tests in Chromium), and the node projects, the first two two files at a time.
// The node projects stay one at a time: some of the server's files bound a wall time (a login
// while Redis is down answers within a second). `npm test -- <vitest arguments>` runs one vitest
// with those arguments, as before.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ensureSystemPackages } from './system-deps.mjs';

ensureSystemPackages();
mkdirSync('.tmp', { recursive: true });

const passedArguments = process.argv.slice(2);
const browserProjects = ['storybook*', 'site (browser)*'];
const lanes =
  passedArguments.length > 0
    ? [{ name: 'all', args: passedArguments }]
    : [
        { name: 'e2e', args: ['--project=e2e', '--maxWorkers=2'] },
        {
          name: 'browser',
          args: [...browserProjects.map((name) => `--project=${name}`), '--maxWorkers=2'],
        },
        {
          name: 'node',
          args: ['--project=!e2e', ...browserProjects.map((name) => `--project=!${name}`)],
        },
      ];

/**
 * One vitest process; its lines are written whole, so the lanes' output interleaves by line.
 * @param {{ name: string, args: string[] }} lane
 * @returns {Promise<{ name: string, status: number | null, report: string }>}
 */
function runLane({ name, args }) {
  const report = `.tmp/vitest-results-${name}.json`;
  rmSync(report, { force: true });
  const started = Date.now();
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
    { env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
  );
  const forward = (
    /** @type {NodeJS.ReadableStream} */ input,
    /** @type {NodeJS.WritableStream} */ out,
  ) => createInterface({ input, crlfDelay: Infinity }).on('line', (line) => out.write(`${line}\n`));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (lanes.length > 1)
        console.log(`lane ${name}: vitest ended (${status}) after ${seconds} s`);
      resolve({ name, status, report });
    });
  });
}

const results = await Promise.all(lanes.map(runLane));

const counts = {
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numTotalTestSuites: 0,
  numFailedTestSuites: 0,
};
let missingReport = false;
for (const { name, report } of results) {
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    for (const key of /** @type {(keyof typeof counts)[]} */ (Object.keys(counts)))
      counts[key] += summary[key];
  } catch {
    console.error(`vitest (${name}) wrote no results; see its output above.`);
    missingReport = true;
  }
}

const skipped = counts.numPendingTests + counts.numTodoTests;
console.log(`\ntest files: ${counts.numTotalTestSuites} run, ${counts.numFailedTestSuites} failed`);
console.log(
  `tests: ${counts.numPassedTests} passed, ${counts.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
// A skipped test is not a passing one: it fails the run too.
const failed =
  missingReport ||
  results.some(({ status }) => status !== 0) ||
  counts.numFailedTests > 0 ||
  counts.numFailedTestSuites > 0 ||
  skipped > 0 ||
  counts.numPassedTests === 0;
process.exit(failed ? 1 : 0);
