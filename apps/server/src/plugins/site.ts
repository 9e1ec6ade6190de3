import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { demoNoticeText } from '@coinsight/domain/api';
import { beijingDate } from '@coinsight/domain/time';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import Inert from '@hapi/inert';
import { answeredPages } from './answeredPages.ts';
import { withDemoNotice } from './demoNotice.ts';
import { fileReaders } from './fileReader.ts';
import { workerRenderer } from './pageRenderer.ts';

const notBuiltPage = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>币见</title></head>
<body style="font-family: system-ui, 'PingFang SC', 'Microsoft YaHei', sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
<h1>网站尚未构建</h1>
<p>服务器已经启动，接口可以使用，但还没有找到网站文件。请在项目根目录运行 <code>npm run build</code>，然后刷新本页。</p>
<p>也可以直接运行 <code>npm start</code>，它会先构建网站再启动服务器。</p>
</body></html>`;

/** Vite names what it hashes under assets/: those never change, everything else is revalidated. */
const hashedAsset = /^assets\//;

/** A path the site's build may have prerendered: `/` or one segment of letters (`/toVip`). */
const prerenderablePath = /^\/([A-Za-z][A-Za-z0-9-]*)?$/;

/**
 * MDN's test for a phone's or tablet's user agent. It only picks which of the two prerendered
 * layouts paints first; the site's first render replaces it with the one the window's width asks.
 */
const mobileAgent = /Mobi/;

/**
 * The build's prerendered pages that may answer this request, best first (apps/site/src/prerender/
 * writes them under prerendered/ as `<name>.html` and `<name>.mobile.html`); none for other paths.
 */
export function prerenderedCandidates(path: string, userAgent: string | undefined): string[] {
  const match = prerenderablePath.exec(path);
  // `index` names the page of `/`; the path /index is just an unknown page.
  if (!match || match[1] === 'index') return [];
  const desktop = `prerendered/${match[1] ?? 'index'}.html`;
  return mobileAgent.test(userAgent ?? '')
    ? [desktop.replace(/\.html$/, '.mobile.html'), desktop]
    : [desktop];
}

const dayMs = 86_400_000;

/**
 * A prerendered page names Beijing's day of the visit, which its build could not know, as
 * `{{beijing-day}}` or `{{beijing-day-N}}` (N days before it): /toNews preloads today's news with
 * it (apps/site/src/prerender/dayTokens.ts). Beijing keeps no summer time, so N days
 * before is the day of the instant N × 24 h before.
 */
export function withVisitDay(html: string, now: number): string {
  return html.replace(/\{\{beijing-day(?:-(\d{1,2}))?\}\}/g, (_token, back?: string) =>
    beijingDate(now - Number(back ?? 0) * dayMs),
  );
}

/**
 * The site's renderer for Node, which the build keeps beside the site (apps/site/src/prerender/
 * prerenderPages.ts `rendererDir`) for the server's own use: not served.
 */
const rendererFile = 'renderer/renderPage.js';
const isRenderer = (relative: string) => /^renderer(?:\/|$)/.test(relative);

const tagOf = (html: string) => createHash('sha256').update(html).digest('base64url').slice(0, 27);

/** A prerendered page, read once per build (`fileReaders`). */
interface PrerenderedPage {
  html: string;
  /** The page as served on Beijing's `day` (the days written in) and its entity tag. */
  served?: { day: string; html: string; etag: string };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The built site from SITE_DIR, with the SPA fallback: a GET for anything that is not a file gets
 * the page prerendered for its path when the build wrote one, else index.html, so the site's router
 * decides (its 404 page included).
 */
export const sitePlugin: Plugin<{ siteDir: string }> = {
  name: 'coinsight-site',
  async register(server, { siteDir }) {
    await server.register(Inert);
    const root = normalize(siteDir);

    const readPrerendered = fileReaders((html): PrerenderedPage => ({ html }));

    const renderer = join(root, rendererFile);
    const answered = answeredPages({
      root,
      renderer: workerRenderer(renderer),
      answer: async (address) => {
        const response = await server.inject({
          method: 'GET',
          url: address,
          headers: { accept: 'application/json' },
        });
        return response.statusCode === 200 ? (JSON.parse(response.payload) as unknown) : null;
      },
      withVisitDay,
      failed: (error) =>
        server.app.core.logger.error({ err: error }, 'page render failed, the build’s page served'),
    });
    server.ext('onPostStop', () => answered.close());

    // Unread (the database away), the page goes without the notice: the site's scripts ask again.
    const demoNotice = () => server.app.core.sources.modes().then(demoNoticeText, () => null);

    const servePage = async (h: ResponseToolkit, html: string, etag: string) => {
      const notice = await demoNotice();
      // Revalidated on every use (no-cache), and its tag follows the text: a cache holding
      // yesterday's page, which names yesterday in its preloads, gets today's instead of a 304,
      // and one from before a source came back gets the page without the notice.
      return h
        .response(withDemoNotice(html, notice))
        .type('text/html; charset=utf-8')
        .etag(notice === null ? etag : `${etag}.${tagOf(notice).slice(0, 8)}`)
        .header('cache-control', 'no-cache')
        .header('vary', 'User-Agent');
    };

    const serveIndex = async (request: Request, h: ResponseToolkit) => {
      const agent: unknown = request.headers['user-agent'];
      const candidates = prerenderedCandidates(
        request.path,
        typeof agent === 'string' ? agent : undefined,
      );
      // index.html last: the site's router decides a path nothing was prerendered for.
      for (const candidate of [...candidates, 'index.html']) {
        const page = await readPrerendered(join(root, candidate));
        if (!page) continue;
        const now = Date.now();
        if (candidate !== 'index.html' && (await isFile(renderer))) {
          const html = await answered.page(request.path, candidate, now);
          if (html) return servePage(h, html, tagOf(html));
        }
        // The days written in follow from the visit's day alone, so the page is redone once a day.
        const day = beijingDate(now);
        if (page.served?.day !== day) {
          const html = withVisitDay(page.html, now);
          page.served = { day, html, etag: tagOf(html) };
        }
        return servePage(h, page.served.html, page.served.etag);
      }
      return h
        .response(notBuiltPage)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
    };

    server.route({
      method: 'GET',
      path: '/{file*}',
      options: {
        auth: false,
        handler: async (request, h) => {
          const relative = String(request.params.file ?? '');
          const target = normalize(join(root, relative));
          if (
            relative &&
            !isRenderer(relative) &&
            (target === root || target.startsWith(root + sep)) &&
            (await isFile(target))
          ) {
            const cache = hashedAsset.test(relative)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache';
            return h.file(target, { confine: root }).header('cache-control', cache);
          }
          // A missing hashed chunk is a stale page asking for an old build: HTML in its place would only break it.
          if (hashedAsset.test(relative))
            return h
              .response({
                statusCode: 404,
                error: 'Not Found',
                message: '文件不存在',
                code: 'not_found',
              })
              .code(404);
          return serveIndex(request, h);
        },
      },
    });
  },
};
