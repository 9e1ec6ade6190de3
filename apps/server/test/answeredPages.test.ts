import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '../src/server.ts';
import { testServer } from './helpers.ts';

const phoneAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A renderer as the site's build leaves it (apps/site/src/prerender/renderPage.tsx
 * `renderAnswered`), run by the server in its worker: it numbers its renders and writes what it
 * was given.
 */
const renderer = `
let renders = 0;
export async function renderAnswered(path, variant, answers) {
  if (path === '/toBroken') throw new Error('the render broke');
  renders += 1;
  return '<div id="root">render ' + renders + ' of ' + path + ' for ' + variant + ': ' + JSON.stringify(answers) + '</div>';
}
`;

const newsAddress =
  '/api/v1/loginpart/news/?start_date={{beijing-day}}&end_date={{beijing-day}}&limit=1';
const calls = {
  '/toTarget': ['/api/v1/loginpart/gettargetall/'],
  '/toNews': [newsAddress],
  '/toBroken': ['/api/v1/loginpart/gettargetall/'],
  '/toNowhere': ['/api/v1/nothing/'],
};

describe('pages the server renders from their first calls’ answers', () => {
  let server: AppServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'coinsight-answered-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(siteDir, 'renderer'));
    writeFileSync(join(siteDir, 'renderer', 'renderPage.js'), renderer);
    const prerendered = join(siteDir, 'prerendered');
    mkdirSync(prerendered);
    writeFileSync(join(prerendered, 'answered-calls.json'), JSON.stringify(calls));
    for (const [name, path] of [
      ['toTarget', '/toTarget'],
      ['toTarget.mobile', '/toTarget'],
      ['toNews', '/toNews'],
      ['toBroken', '/toBroken'],
      ['toNowhere', '/toNowhere'],
    ] as const) {
      writeFileSync(join(prerendered, `${name}.html`), `<p>${name}, built</p>`);
      writeFileSync(
        join(prerendered, `${name}.answered.html`),
        `<title>${path}</title><!--coinsight:answered-root-->`,
      );
    }
    server = await testServer('sqlite::memory:', { env: { SITE_DIR: siteDir } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The page once its render is done: the first visits may get the build's page while it runs. */
  async function renderedPage(url: string, agent?: string): Promise<string> {
    for (let attempt = 0; attempt < 80; attempt++) {
      const res = await server.inject({ url, headers: agent ? { 'user-agent': agent } : {} });
      expect(res.statusCode).toBe(200);
      if (res.payload.includes('render ')) return res.payload;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${url} was never rendered`);
  }

  it('serves /toTarget with its root rendered from the menu the server answers a visitor now', async () => {
    const page = await renderedPage('/toTarget');
    expect(page).toMatch(
      /^<title>\/toTarget<\/title><div id="root">render \d+ of \/toTarget for desktop: /,
    );
    const answers = JSON.parse(/: (\{.*\})<\/div>$/.exec(page)?.[1] ?? '{}') as Record<
      string,
      { itemlist: { title: string }[] }
    >;
    const menu = (await server.inject('/api/v1/loginpart/gettargetall/')).result;
    expect(answers).toEqual({ '/api/v1/loginpart/gettargetall/': menu });
    expect(answers['/api/v1/loginpart/gettargetall/']?.itemlist[0]?.title).toBe('链上估值模型');
  });

  it('renders a phone’s page for a phone, from the phone’s page of the build', async () => {
    expect(await renderedPage('/toTarget', phoneAgent)).toMatch(/of \/toTarget for mobile: /);
  });

  it('renders a page once for the same answers, with the same tag, and again when they change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
    const first = await renderedPage('/toNews');
    expect(first).toContain('start_date=2026-11-25&end_date=2026-11-25&limit=1');
    const again = await server.inject('/toNews');
    expect(again.payload).toBe(first);
    const revalidated = await server.inject({
      url: '/toNews',
      headers: { 'if-none-match': String(again.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    // The next day in Beijing asks for the next day's news: other answers, another render.
    vi.setSystemTime(new Date('2026-11-25T16:30:00Z'));
    const nextDay = await renderedPage('/toNews');
    expect(nextDay).toContain('start_date=2026-11-26&end_date=2026-11-26&limit=1');
    const number = (page: string) => Number(/render (\d+)/.exec(page)?.[1]);
    expect(number(nextDay)).toBeGreaterThan(number(first));
  });

  it('serves the build’s page when the render fails, and when a call does not answer', async () => {
    for (let visit = 0; visit < 2; visit++) {
      expect((await server.inject('/toBroken')).payload).toBe('<p>toBroken, built</p>');
      expect((await server.inject('/toNowhere')).payload).toBe('<p>toNowhere, built</p>');
    }
  });

  it('serves the build’s page when the calls file is not what the build writes', async () => {
    const file = join(siteDir, 'prerendered', 'answered-calls.json');
    try {
      writeFileSync(file, '{"/toTarget": ');
      expect((await server.inject('/toTarget')).payload).toBe('<p>toTarget, built</p>');
      writeFileSync(file, JSON.stringify({ '/toTarget': [42] }));
      expect((await server.inject('/toTarget')).payload).toBe('<p>toTarget, built</p>');
    } finally {
      writeFileSync(file, JSON.stringify(calls));
    }
    expect(await renderedPage('/toTarget')).toContain('of /toTarget for desktop');
  });

  it('does not serve the renderer itself', async () => {
    const res = await server.inject('/renderer/renderPage.js');
    expect(res.payload).not.toContain('renderAnswered');
    expect(res.payload).toContain('<div id="root">');
  });
});
