// `npm run checks`: lint, formatting and the workspaces' type checks, run side by side (one per core),
// each one's output printed whole when it ends, then its time. Exits 1 if any failed.
// `node scripts/checks.mjs types` runs only the type checks (`npm run typecheck`).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { writeTypePrograms } from './typePrograms.mjs';

// The workspaces' type checks, in as few programs as their options allow (scripts/typePrograms.mjs).
const typeChecks = writeTypePrograms(process.cwd(), '.tmp');

/** @typedef {{ name: string, command: string[] }} Job */

// The longest first, so the last to start is a short one.
/** @type {Record<string, Job[]>} */
const jobs = {
  types: typeChecks,
  lint: [{ name: 'eslint', command: ['eslint', '.'] }],
  format: [{ name: 'prettier --check', command: ['prettier', '--check', '.', '--log-level=warn'] }],
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in jobs));
if (unknown.length > 0) {
  console.error(`Unknown check: ${unknown.join(', ')}. Known: ${Object.keys(jobs).join(', ')}`);
  process.exit(2);
}
const queue = (chosen.length > 0 ? chosen : ['types', 'lint', 'format'])
  .flatMap((name) => jobs[name] ?? [])
  .sort((a, b) => order(a) - order(b));

/**
 * The program with the site takes longest, then prettier, eslint and the server's program.
 * @param {Job} job
 */
function order(job) {
  const rank = ['apps/site', 'prettier', 'eslint', 'apps/server'];
  const found = rank.findIndex((key) => job.name.includes(key));
  return found === -1 ? rank.length : found;
}

/**
 * @param {Job} job
 * @returns {Promise<boolean>} whether it passed
 */
function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', command, { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const lanes = Math.max(1, Math.min(availableParallelism(), queue.length));
let failed = 0;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) if (!(await run(job))) failed += 1;
  }),
);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`checks: ${failed === 0 ? 'all passed' : `${failed} failed`} in ${seconds} s`);
process.exit(failed === 0 ? 0 : 1);
