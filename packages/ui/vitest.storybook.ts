import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';

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

const componentTests = ['packages/ui/src/**/*.test.{ts,tsx}', 'packages/charts/src/**/*.test.tsx'];

/**
 * Story files that need a frame of their own: in a frame the files share, the story a file ends
 * with stays mounted until the next file's first story runs, and React Aria's input modality carries
 * over, so these lost a focus ring after a click, found an earlier file's dialog or toast, or hid a
 * message. They run with the component tests, each file in a fresh frame.
 */
const freshFrameStories = [
  'packages/ui/src/analysis/LatestAnalysis/LatestAnalysis.stories.tsx',
  'packages/ui/src/news/NewsFlash/NewsFlash.stories.tsx',
  'packages/ui/src/ai/AiFacts/AiFacts.stories.tsx',
  'packages/ui/src/primitives/DataTable/DataTable.stories.tsx',
  'packages/ui/src/feedback/AlertDialog/AlertDialog.stories.tsx',
  'packages/ui/src/primitives/DialogFrame/DialogFrame.stories.tsx',
  'packages/ui/src/account/OfflineNotice/OfflineNotice.stories.tsx',
  'packages/ui/src/admin/MemberDetail/MemberActionDialog.stories.tsx',
];

/**
 * The Storybook plugin sets `test.include` to every story file (and Storybook's component test
 * paths); this plugin runs after it and sets the project's own list.
 */
const onlyFiles = (include: string[]): Plugin => ({
  name: 'coinsight:only-files',
  enforce: 'post',
  config(config) {
    config.test = { ...config.test, include };
  },
});

/**
 * One of the two projects that run the stories (with axe and their screenshots) and the component
 * tests in Chromium: `storybook` runs the story files in one frame they share (`isolate: false`:
 * a fresh frame per file evaluated the preview, MSW and the components' modules again, about two
 * thirds of the project's CPU); `storybook-fresh` runs the component tests and `freshFrameStories`
 * each in a fresh frame.
 */
export const storybookProject = (shared: boolean) =>
  defineConfig({
    root: repoRoot,
    plugins: [
      vanillaExtractPlugin(),
      react(),
      storybookTest({ configDir: storybookDir }),
      shared ? null : onlyFiles([...componentTests, ...freshFrameStories]),
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
      name: shared ? 'storybook' : 'storybook-fresh',
      isolate: !shared,
      exclude: shared
        ? [...configDefaults.exclude, ...componentTests, ...freshFrameStories]
        : undefined,
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
