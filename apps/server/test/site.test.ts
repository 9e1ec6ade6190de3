import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withDemoNotice } from '../src/plugins/demoNotice.ts';
import { withVisitDay } from '../src/plugins/site.ts';
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
    writeFileSync(
      join(siteDir, 'prerendered', 'toNews.html'),
      '<link rel="preload" href="/news/?start_date={{beijing-day-5}}&amp;end_date={{beijing-day}}">',
    );
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

  describe('a page that names the day of the visit', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const at = (instant: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
    };

    it('is served with Beijing’s day of the request written in', async () => {
      // 23:30 in London is 07:30 the next morning in Beijing.
      at('2026-03-02T23:30:00Z');
      const res = await server.inject('/toNews');
      expect(res.statusCode).toBe(200);
      expect(res.payload).toBe(
        '<link rel="preload" href="/news/?start_date=2026-02-26&amp;end_date=2026-03-03">',
      );
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    });

    it('is not taken from a cache past its day: its tag changes with the day', async () => {
      at('2026-11-25T03:00:00Z');
      const first = await server.inject('/toNews');
      const etag = String(first.headers.etag);
      const again = await server.inject({ url: '/toNews', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);

      at('2026-11-25T16:00:00Z');
      const nextDay = await server.inject({ url: '/toNews', headers: { 'if-none-match': etag } });
      expect(nextDay.statusCode).toBe(200);
      expect(nextDay.payload).toContain('end_date=2026-11-26');
      expect(nextDay.headers.etag).not.toBe(etag);
    });

    it('is read again when a new build rewrites it', async () => {
      const file = join(siteDir, 'prerendered', 'toVip.html');
      try {
        writeFileSync(file, '<p>vip, laptop, rebuilt</p>');
        expect((await server.inject('/toVip')).payload).toBe('<p>vip, laptop, rebuilt</p>');
      } finally {
        writeFileSync(file, '<p>vip, laptop</p>');
      }
    });
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

describe('the demo-data notice in every page the site sends', () => {
  let server: AppServer;
  let siteDir: string;
  const marker = '<!--coinsight:demo-notice-->';
  const lead = '部分数据源当前为演示数据，并非真实行情：';

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'coinsight-site-'));
    writeFileSync(
      join(siteDir, 'index.html'),
      `<!doctype html><html lang="zh-CN"><body>${marker}<div id="root"></div></body></html>`,
    );
    mkdirSync(join(siteDir, 'prerendered'));
    writeFileSync(join(siteDir, 'prerendered', 'toVip.html'), `${marker}<p>vip</p>`);
    server = await testServer('sqlite::memory:', { env: { SITE_DIR: siteDir } });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await server.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const serving = (modes: Record<string, 'real' | 'demo' | 'off'>) =>
    vi.spyOn(server.app.core.sources, 'modes').mockResolvedValue(
      Object.entries(modes).map(([source, mode]) => ({
        source: source as 'ticker',
        label: source === 'btc' ? '比特币日线' : '新闻快讯',
        mode,
      })),
    );

  it.each(['/toVip', '/toTarget'])(
    'names the demo sources in %s as sent, prerendered or not, before the root',
    async (url) => {
      serving({ btc: 'demo', news: 'demo' });
      const res = await server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain(
        `<div id="demo-notice"><p role="status">${lead}比特币日线、新闻快讯</p></div>`,
      );
      expect(res.payload).not.toContain(marker);
    },
  );

  it('leaves the slot empty while every source is real, and its tag tells the two pages apart', async () => {
    serving({ btc: 'demo', news: 'real' });
    const demo = await server.inject('/toVip');
    serving({ btc: 'real', news: 'off' });
    const real = await server.inject({
      url: '/toVip',
      headers: { 'if-none-match': String(demo.headers.etag) },
    });
    expect(real.statusCode).toBe(200);
    expect(real.payload).toBe('<div id="demo-notice"></div><p>vip</p>');
    expect(real.headers.etag).not.toBe(demo.headers.etag);
  });

  it('sends the page without the notice when the sources cannot be read', async () => {
    vi.spyOn(server.app.core.sources, 'modes').mockRejectedValue(new Error('database away'));
    const res = await server.inject('/toVip');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('<div id="demo-notice"></div><p>vip</p>');
  });

  it('reads the real sources of a fresh server: its demo generators are named', async () => {
    const res = await server.inject('/toTarget');
    const { demo } = JSON.parse((await server.inject('/api/v1/sources/')).payload) as {
      demo: string[];
    };
    expect(demo.length).toBeGreaterThan(0);
    expect(res.payload).toContain(`<p role="status">${lead}`);
  });
});

describe('withDemoNotice', () => {
  it('writes the line as text, never as markup', () => {
    expect(withDemoNotice('<!--coinsight:demo-notice-->', '<b>&')).toBe(
      '<div id="demo-notice"><p role="status">&#60;b&#62;&#38;</p></div>',
    );
  });
});

describe('withVisitDay', () => {
  it('writes the day and the days before it, across a month and a leap day', () => {
    const now = Date.parse('2024-03-01T12:00:00+08:00');
    expect(withVisitDay('{{beijing-day}} {{beijing-day-1}} {{beijing-day-5}}', now)).toBe(
      '2024-03-01 2024-02-29 2024-02-25',
    );
  });

  it('leaves a page without tokens, and anything that is not one, as it is', () => {
    const now = Date.parse('2024-03-01T12:00:00+08:00');
    expect(withVisitDay('<p>{{beijing-days}} {{beijing-day-x}} $& $1</p>', now)).toBe(
      '<p>{{beijing-days}} {{beijing-day-x}} $& $1</p>',
    );
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
