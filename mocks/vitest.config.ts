import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mocks',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts', 'handlers/**/*.test.ts'],
  },
});
