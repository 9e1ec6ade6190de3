import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling (lint boundaries, import graph), in Node. */
export default defineConfig({
  test: {
    name: 'tools',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
  },
});
