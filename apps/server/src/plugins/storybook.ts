import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Plugin, ResponseToolkit } from '@hapi/hapi';
import Inert from '@hapi/inert';

/** Where designers find the built Storybook on the running product (issue 17). */
export const storybookPath = '/storybook';

const notBuiltPage = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>币见 · 组件库</title></head>
<body style="font-family: system-ui, 'PingFang SC', 'Microsoft YaHei', sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
<h1>组件库尚未构建</h1>
<p>请在项目根目录运行 <code>npm run build-storybook</code>，然后刷新本页。<code>npm start</code> 会在组件库缺失或过期时自动构建。</p>
</body></html>`;

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The product's policy, except that the Storybook pages' own inline scripts (their configuration)
 * may run, each named by its hash, so nothing else inline can; Storybook's mock service worker is
 * a script of the same origin.
 */
export function storybookPolicy(html: string): string {
  const hashes = [...html.matchAll(inlineScript)]
    .map(([, body]) => body ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const notFound = (h: ResponseToolkit) =>
  h
    .response({ statusCode: 404, error: 'Not Found', message: '文件不存在', code: 'not_found' })
    .code(404);

/**
 * The built Storybook (STORYBOOK_DIR) at /storybook/: public, as the components show only mock
 * data. Its HTML pages carry a policy allowing their own inline scripts by hash; hashed bundles
 * under assets/ are cached for good, the rest revalidated.
 */
export const storybookPlugin: Plugin<{ dir: string }> = {
  name: 'coinsight-storybook',
  async register(server, { dir }) {
    await server.register(Inert);
    const root = normalize(dir);

    server.route({
      method: 'GET',
      path: storybookPath,
      options: { auth: false, handler: (_request, h) => h.redirect(`${storybookPath}/`) },
    });
    server.route({
      method: 'GET',
      path: `${storybookPath}/{file*}`,
      options: {
        auth: false,
        handler: async (request, h) => {
          const relative = String(request.params.file ?? '') || 'index.html';
          const target = normalize(join(root, relative));
          if (!target.startsWith(root + sep)) return notFound(h);
          if (!(await isFile(target))) {
            if (relative === 'index.html')
              return h
                .response(notBuiltPage)
                .type('text/html; charset=utf-8')
                .header('cache-control', 'no-cache')
                .code(404);
            return notFound(h);
          }
          if (target.endsWith('.html')) {
            const html = await readFile(target, 'utf8');
            return h
              .response(html)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-cache')
              .header('content-security-policy', storybookPolicy(html));
          }
          const cache = relative.startsWith('assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache';
          return h.file(target, { confine: root }).header('cache-control', cache);
        },
      },
    });
  },
};
