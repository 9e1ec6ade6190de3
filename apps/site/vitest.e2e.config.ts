import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end: the built site served by the real server (in-process, on SQLite or MariaDB), driven by
 * Debian's Chromium through playwright-core. One file at a time: each starts its own browser.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    // The account and payment journeys run on a real MariaDB, started like the server tests' one.
    globalSetup: ['e2e/buildSite.globalSetup.ts', '../server/test/mariadb.globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    setupFiles: ['e2e/watchEveryTest.setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
  },
});
