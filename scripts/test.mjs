// `npm test`: every test of every workspace — domain, mocks, server on SQLite and MariaDB, stories
// in Chromium with axe, the site and its end-to-end run — then one closing count line.
//
// Three vitest processes side by side (docs/performance.md, "CI time"). On two cores vitest gives
// each pool one worker (cores − 1), so in one process the end-to-end files held the node pool for
// twenty minutes while the server's files waited behind them, and CI took their sum. Here the
// end-to-end files have a lane of their own, still one at a time (each drives its own server and
// Chromium); the stories have one; the rest runs its node and Chromium files side by side as
// before, then four end-to-end files. No lane runs two files at a time: that held both
// cores full and timed tests failed. `npm test -- <vitest arguments>` runs one vitest with them.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ensureSystemPackages } from './system-deps.mjs';

ensureSystemPackages();
mkdirSync('.tmp', { recursive: true });

const passedArguments = process.argv.slice(2);

/**
 * End-to-end files that run after the rest, in its lane, so the lanes end near together (figures
 * in docs/performance.md); every other end-to-end file runs in the first lane.
 */
const e2eAfterRest = ['prerender', 'xssAiOrders', 'shell', 'xss'].map(
  (name) => `${name}.e2e.test.ts`,
);

/** @type {{ name: string, runs: { name: string, args: string[] }[] }[]} */
const lanes =
  passedArguments.length > 0
    ? [{ name: 'all', runs: [{ name: 'all', args: passedArguments }] }]
    : [
        {
          name: 'e2e',
          runs: [
            {
              name: 'e2e',
              args: ['--project=e2e', ...e2eAfterRest.map((file) => `--exclude=**/${file}`)],
            },
          ],
        },
        {
          name: 'stories',
          runs: [{ name: 'stories', args: ['--project=storybook'] }],
        },
        {
          name: 'rest',
          runs: [
            { name: 'rest', args: ['--project=!e2e', '--project=!storybook'] },
            {
              name: 'e2e-after-rest',
              args: ['--project=e2e', ...e2eAfterRest.map((file) => `apps/site/e2e/${file}`)],
            },
          ],
        },
      ];

/**
 * One vitest process; its lines are written whole, so the lanes' output interleaves by line.
 * @param {{ name: string, args: string[] }} run
 * @returns {Promise<{ name: string, status: number | null, report: string }>}
 */
function runVitest({ name, args }) {
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
      if (lanes.length > 1) console.log(`vitest ${name} ended (${status}) after ${seconds} s`);
      resolve({ name, status, report });
    });
  });
}

/** A lane's runs, one after another; each lane runs beside the others. */
async function runLane(/** @type {(typeof lanes)[number]} */ { runs }) {
  const done = [];
  for (const run of runs) done.push(await runVitest(run));
  return done;
}

const results = (await Promise.all(lanes.map(runLane))).flat();

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
