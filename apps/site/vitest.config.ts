import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
 * Two kinds of tests, one name (`--project site` runs both): `*.test.ts` are pure modules in Node
 * (store, API client against MSW's Node server, socket policy), `*.test.tsx` render React in Chromium.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'site',
    projects: [
      {
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the first test file.
        optimizeDeps: {
          // Everything the pages reach through ui and charts, so Vite never re-bundles mid-run
          // (a reload then fails whichever test file is loading).
          include: [
            'msw',
            'msw/browser',
            'qrcode',
            'dompurify',
            '@tiptap/react',
            '@tiptap/starter-kit',
            '@tiptap/extension-image',
            'react-aria',
            'react-aria-components',
            'react-dom/client',
            'react-hook-form',
            'wouter',
            'wouter/memory-location',
            'valtio',
            'zod',
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
          name: 'browser',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/browserSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
