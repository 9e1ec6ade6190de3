import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; this file only lists them so `vitest` runs them all.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/theme/vitest.config.ts',
      'packages/charts/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'mocks/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/site/vitest.config.ts',
      'apps/site/vitest.e2e.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
