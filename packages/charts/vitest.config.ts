import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The stories and component tests run in Chromium with the Storybook project (packages/ui/vitest.config.ts);
// this project runs the pure modules in Node. The plugin lets a test here import a .css.ts module.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'charts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure modules: the files share one worker instead of each loading its imports afresh.
    isolate: false,
  },
});
