import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from '../src/server.ts';
import { testServer } from './helpers.ts';

const desktopAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('the built site with its SPA fallback', () => {
  let server: AppServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'coinsight-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(
      join(siteDir, 'index.html'),
      '<!doctype html><html lang="zh-CN"><title>币见</title><div id="root"></div></html>',
    );
    writeFileSync(join(siteDir, 'assets', 'index-AbC123xy.js'), 'console.log(1)');
    writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *');
    mkdirSync(join(siteDir, 'prerendered'));
    writeFileSync(join(siteDir, 'prerendered', 'index.html'), '<p>home, laptop</p>');
    writeFileSync(join(siteDir, 'prerendered', 'index.mobile.html'), '<p>home, phone</p>');
    writeFileSync(join(siteDir, 'prerendered', 'toVip.html'), '<p>vip, laptop</p>');
    server = await testServer('sqlite::memory:', { env: { SITE_DIR: siteDir } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('serves index.html without caching where no page was prerendered', async () => {
    const res = await server.inject('/toTarget');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
  });

  it.each([
    ['/', undefined, 'home, laptop'],
    ['/', desktopAgent, 'home, laptop'],
    ['/', phoneAgent, 'home, phone'],
    ['/toVip', desktopAgent, 'vip, laptop'],
    ['/toVip?from=home', desktopAgent, 'vip, laptop'],
    // No phone page was written for /toVip: the laptop's stands in, the site's render corrects it.
    ['/toVip', phoneAgent, 'vip, laptop'],
  ])('answers %s for the agent %s with its prerendered page', async (url, agent, page) => {
    const res = await server.inject({ url, headers: agent ? { 'user-agent': agent } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe(`<p>${page}</p>`);
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/User-Agent/);
  });

  it.each(['/toVip/', '/toVip/extra', '/prerendered', '/%2e%2e%2fetc', '/index', '/index.mobile'])(
    'answers %s, which has no prerendered page of its own, with index.html',
    async (url) => {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('<div id="root">');
    },
  );

  it.each(['/indicators', '/market/some-type', '/qr/abc/wxpay', '/a/b/c/d', '/unknown-page-404'])(
    'answers the client route %s with index.html and 200',
    async (url) => {
      const res = await server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await server.inject('/assets/index-AbC123xy.js');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files and revalidates them', async () => {
    const res = await server.inject('/robots.txt');
    expect(res.payload).toBe('User-agent: *');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404 rather than HTML', async () => {
    const res = await server.inject('/assets/index-OLDHASH.js');
    expect(res.statusCode).toBe(404);
  });

  it('does not leave SITE_DIR through ..', async () => {
    const res = await server.inject('/../../../../etc/passwd');
    expect(res.payload).not.toContain('root:');
    const encoded = await server.inject('/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
    expect(encoded.payload).not.toContain('root:');
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await server.inject('/api/v1/nothing/');
    expect(res.statusCode).toBe(404);
    expect(res.result).toMatchObject({ statusCode: 404, message: '接口不存在' });
  });
});

describe('without a built site', () => {
  it('explains in Chinese that the site must be built', async () => {
    const server = await testServer('sqlite::memory:', {
      env: { SITE_DIR: '/nonexistent/coinsight-dist' },
    });
    try {
      const res = await server.inject('/anything');
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('npm run build');
      expect(res.payload).toContain('网站尚未构建');
    } finally {
      await server.stop();
    }
  });
});
