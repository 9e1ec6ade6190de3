import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PageRenderer, workerRenderer } from '../src/plugins/pageRenderer.ts';

/**
 * A renderer module standing in for the site's build: it tells what its worker can see, hangs on
 * /toHang, and counts its renders, so a new worker shows as a count that starts again.
 */
const rendererModule = `
let renders = 0;
export async function renderAnswered(path, variant, answers) {
  if (path === '/toHang') return new Promise(() => {});
  renders += 1;
  return JSON.stringify({
    renders,
    path,
    variant,
    answers,
    nodeEnv: process.env.NODE_ENV,
    envNames: Object.keys(process.env).sort(),
  });
}
`;

describe('the site’s renderer in its worker', () => {
  let dir: string;
  let file: string;
  let renderer: PageRenderer | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'coinsight-renderer-'));
    file = join(dir, 'renderPage.mjs');
    writeFileSync(file, rendererModule);
  });
  afterEach(async () => {
    await renderer?.close();
    renderer = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const rendered = async (path: string) =>
    JSON.parse(await renderer!.render(path, 'mobile', { '/api/v1/x/': { ok: 1 } })) as {
      renders: number;
      path: string;
      variant: string;
      answers: unknown;
      nodeEnv: string;
      envNames: string[];
    };

  it('renders in production mode and gives the worker none of the server’s environment', async () => {
    process.env.COINSIGHT_RENDERER_TEST_SECRET = 'not for the worker';
    try {
      renderer = workerRenderer(file);
      const page = await rendered('/toTarget');
      expect(page).toMatchObject({
        renders: 1,
        path: '/toTarget',
        variant: 'mobile',
        answers: { '/api/v1/x/': { ok: 1 } },
        nodeEnv: 'production',
      });
      expect(page.envNames).toEqual(['NODE_ENV']);
    } finally {
      delete process.env.COINSIGHT_RENDERER_TEST_SECRET;
    }
  });

  it('keeps one worker across renders', async () => {
    renderer = workerRenderer(file);
    expect((await rendered('/toTarget')).renders).toBe(1);
    expect((await rendered('/toNews')).renders).toBe(2);
  });

  it('ends a render that never settles, and the next render gets a new worker', async () => {
    // The limit counts a new worker's start too, which took over 300 ms on a loaded CI machine.
    renderer = workerRenderer(file, { renderTimeoutMs: 2_000 });
    expect((await rendered('/toTarget')).renders).toBe(1);
    const started = Date.now();
    await expect(renderer.render('/toHang', 'desktop', {})).rejects.toThrow(/took over 2000 ms/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await rendered('/toTarget')).renders).toBe(1);
  });

  it('stops its worker once idle and starts another for the next render', async () => {
    renderer = workerRenderer(file, { idleMs: 50 });
    expect((await rendered('/toTarget')).renders).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await rendered('/toTarget')).renders).toBe(1);
  });

  it('fails the renders waiting when it is closed', async () => {
    renderer = workerRenderer(file);
    const hanging = expect(renderer.render('/toHang', 'desktop', {})).rejects.toThrow(/closed/);
    await renderer.close();
    await hanging;
  });
});
