import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'theme',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
