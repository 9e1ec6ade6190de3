import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure modules: the files share one worker instead of each loading its imports afresh.
    isolate: false,
  },
});
