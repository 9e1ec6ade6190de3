// What the in-browser chart benches share: their page built as the site is, Chromium, and the median.
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium, type Browser } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { root } from './processes.ts';

/**
 * A bench page's source built as the site is (Vite with vanilla-extract, whose .css.ts styles the
 * charts use), as one script that sets `window[name]` and its stylesheet.
 */
export async function bundleBenchPage(
  name: string,
  source: string,
): Promise<{ script: string; css: string }> {
  const dir = resolve(root, '.tmp');
  await mkdir(dir, { recursive: true });
  const entry = resolve(dir, `${name}-page.tsx`);
  await writeFile(entry, source);
  const built = await viteBuild({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [vanillaExtractPlugin()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry, formats: ['iife'], name, fileName: 'bench' },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const text = (item: (typeof outputs)[number]) =>
    item.type === 'chunk' ? item.code : String(item.source);
  return {
    script: outputs
      .filter((item) => item.type === 'chunk')
      .map(text)
      .join('\n'),
    css: outputs
      .filter((item) => item.fileName.endsWith('.css'))
      .map(text)
      .join('\n'),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
