import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/mariadb.globalSetup.ts', 'test/redis.globalSetup.ts'],
    // The files share one worker and its loaded modules: each file builds its own app and database, and
    // evaluating the server's imports afresh per file was about a quarter of the project's time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
