import type { Plugin } from '@hapi/hapi';
import { buildOpenApiDocument, type AnyEndpoint } from '../contract.ts';
import { escapeHtml } from './escapeHtml.ts';

function listPage(endpoints: readonly AnyEndpoint[]): string {
  const rows = endpoints
    .map(
      (e) =>
        `<tr><td><code>${e.method}</code></td><td><code>${escapeHtml(e.path)}</code></td><td>${escapeHtml(e.role)}</td><td>${e.csrf ? '是' : '否'}</td><td>${escapeHtml(e.summary)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>币见 API 文档</title>
<style>body{font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>币见 API 接口（${endpoints.length} 个）</h1><p>机器可读的 OpenAPI 文档：<a href="/documentation">/documentation</a></p>
<table><thead><tr><th>方法</th><th>路径</th><th>角色</th><th>CSRF</th><th>说明</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

/** The contract as OpenAPI JSON at /documentation and as a readable table at /documentation.html, built once. */
export const documentationPlugin: Plugin<{ endpoints: readonly AnyEndpoint[] }> = {
  name: 'coinsight-documentation',
  register(server, { endpoints }) {
    const document = buildOpenApiDocument(endpoints);
    const page = listPage(endpoints);
    server.route([
      { method: 'GET', path: '/documentation', options: { auth: false, handler: () => document } },
      {
        method: 'GET',
        path: '/documentation.html',
        options: {
          auth: false,
          handler: (_request, h) => h.response(page).type('text/html; charset=utf-8'),
        },
      },
    ]);
  },
};
