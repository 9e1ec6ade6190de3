import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/mariadb.globalSetup.ts', 'test/redis.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
