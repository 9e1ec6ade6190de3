import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Debian's chromium, never a downloaded browser build (the network is closed).
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  },
});

/**
 * Moves the real pointer onto the top-left corner of the test frame, where
 * `.storybook/visualBaselines.ts` keeps an empty element above the story. One Chromium page runs
 * every story file, so the pointer stays wherever the previous story left it and would hover
 * whatever the next one draws there. Playwright's mouse moves without the actionability wait that
 * `userEvent.hover` does.
 */
const parkPointer: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') return;
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  if (box) await context.page.mouse.move(box.x + 1, box.y + 1);
};

// The Storybook plugin replaces `test.include` with the story files; this plugin runs after it and adds
// the component tests back, so one Chromium project runs both.
const componentTests: Plugin = {
  name: 'coinsight:ui-component-tests',
  config: () => ({
    test: {
      include: ['packages/ui/src/**/*.test.{ts,tsx}', 'packages/charts/src/**/*.test.tsx'],
    },
  }),
};

export default defineConfig({
  root: repoRoot,
  plugins: [
    vanillaExtractPlugin(),
    react(),
    storybookTest({ configDir: storybookDir }),
    componentTests,
  ],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the first test file.
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'react-aria',
      'react-aria-components',
      'react-dom/client',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'qrcode',
      'dompurify',
      '@tiptap/react',
      '@tiptap/starter-kit',
      '@tiptap/extension-image',
      '@vanilla-extract/recipes/createRuntimeFn',
      'react-markdown',
      'remark-gfm',
      'remark-math',
      'rehype-katex',
      'rehype-sanitize',
      '@tanstack/react-table',
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: [`${storybookDir}/vitest.setup.ts`],
    // The first story of a file waits for its module graph and the mock worker; on 2 shared cores
    // that took over the 15 s default.
    testTimeout: 30_000,
    // One more try for a story whose screenshot or first render met a busy machine; a real change
    // fails both.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' }],
      commands: { parkPointer },
      expect: {
        toMatchScreenshot: {
          // Anti-aliasing differs by a few pixels between runs; a real change moves far more.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
          timeout: 10_000,
        },
      },
    },
  },
});
