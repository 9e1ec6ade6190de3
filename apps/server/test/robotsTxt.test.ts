import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from '../src/server.ts';
import { testServer } from './helpers.ts';

// Issue 37 item 10: /robots.txt fell through to the site's HTML page. The build copies
// apps/site/public into the served site, so serving that folder shows what a crawler gets.
describe('robots.txt', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await testServer('sqlite::memory:', { env: { SITE_DIR: 'apps/site/public' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('is plain text for crawlers, keeping them out of the API and the admin pages', async () => {
    const res = await server.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    expect(res.payload).toMatch(/^User-agent: \*$/m);
    expect(res.payload).toMatch(/^Disallow: \/api\/$/m);
    expect(res.payload).toMatch(/^Disallow: \/dashboard$/m);
    expect(res.payload).not.toMatch(/<html/i);
  });
});
