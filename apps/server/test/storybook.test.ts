import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from '../src/server.ts';
import { testServer } from './helpers.ts';

const configScript = 'window.CONFIG_TYPE = "PRODUCTION";';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('the built Storybook at /storybook/', () => {
  let server: AppServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'coinsight-storybook-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><title>Storybook</title><script>${configScript}</script><script type="module" src="./sb-manager/runtime.js"></script>`,
    );
    writeFileSync(join(dir, 'iframe.html'), '<!doctype html><div id="storybook-root"></div>');
    writeFileSync(join(dir, 'assets', 'Button.stories-AbC123.js'), 'export {}');
    writeFileSync(join(dir, 'index.json'), '{"v":5}');
    server = await testServer('sqlite::memory:', { env: { STORYBOOK_DIR: dir } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends /storybook on to /storybook/, where the manager page is', async () => {
    const bare = await server.inject('/storybook');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/storybook/');
    const page = await server.inject('/storybook/');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain(configScript);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("lets only the page's own inline scripts run, each by its hash", async () => {
    const policy = String((await server.inject('/storybook/')).headers['content-security-policy']);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${sha256(configScript)}'`);
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy).toContain("frame-ancestors 'self'");
    const frame = await server.inject('/storybook/iframe.html');
    expect(String(frame.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('caches hashed bundles for good and revalidates the rest', async () => {
    const bundle = await server.inject('/storybook/assets/Button.stories-AbC123.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await server.inject('/storybook/index.json');
    expect(index.payload).toBe('{"v":5}');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, never the site', async () => {
    const res = await server.inject('/storybook/missing.js');
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.payload)).toMatchObject({ message: '文件不存在' });
  });

  it('never hands out a file outside its folder', async () => {
    // hapi resolves dots, encoded or not, before routing: the request leaves /storybook/ entirely.
    const res = await server.inject('/storybook/%2e%2e/%2e%2e/package.json');
    expect(res.payload).not.toContain('"workspaces"');
  });
});

describe('before Storybook is built', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await testServer('sqlite::memory:', {
      env: { STORYBOOK_DIR: join(tmpdir(), 'coinsight-no-storybook-here') },
    });
  });
  afterAll(() => server.stop());

  it('says in Chinese how to build it', async () => {
    const res = await server.inject('/storybook/');
    expect(res.statusCode).toBe(404);
    expect(res.payload).toContain('组件库尚未构建');
    expect(res.payload).toContain('npm run build-storybook');
  });
});
