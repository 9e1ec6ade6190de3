// `npm test`: every test of every workspace — domain, mocks, server on SQLite and MariaDB, stories
// in Chromium with axe, the site and its end-to-end run — then one closing count line.
//
// The end-to-end files run one at a time (each drives its own server and Chromium) and spend much
// of their time waiting on pages; in one vitest run the other node projects waited for them. So
// they run as a lane of their own, a second vitest process started beside the first, and the
// machine's cores fill with the rest meanwhile. `npm test -- <vitest arguments>` runs one vitest
// with those arguments, as before.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ensureSystemPackages } from './system-deps.mjs';

ensureSystemPackages();
mkdirSync('.tmp', { recursive: true });

const passedArguments = process.argv.slice(2);
const lanes =
  passedArguments.length > 0
    ? [{ name: 'all', args: passedArguments }]
    : [
        { name: 'e2e', args: ['--project=e2e'] },
        { name: 'rest', args: ['--project=!e2e'] },
      ];

/** One vitest process; its lines are written whole, so two lanes' output interleaves by line. */
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
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
      out.write(`${line}\n`),
    );
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
    for (const key of Object.keys(counts)) counts[key] += summary[key];
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
