import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { createDocument, previewDocument } from '../src/contract.ts';
import { paragraphsText } from '../src/modules/documents/view.ts';
import {
  htmlToText,
  newsAllowList,
  sanitisedText,
  sanitizeNewsHtml,
} from '../src/providers/news/sanitize.ts';
import { serverPerSuite } from './helpers.ts';
import { adminBrowser } from './paymentHelpers.ts';

/** The body size the contract still takes (its limit is 200,000 characters). */
const size = 199_000;

/** An article as the editor writes one: headings, paragraphs of nested inline tags, links, lists, pictures, tables, quotes. */
function realisticDocument(length: number): string {
  const blocks = (i: number) => [
    `<h2>第${i}节 比特币行情</h2>`,
    `<p>比特币在<strong>亚洲时段</strong>上涨 <em>${i}%</em>，<a href="https://example.com/a/${i}">详情</a>，` +
      `<span><b><i>嵌套</i></b></span> 以太坊 &amp; ETH 跟随。</p>`,
    `<ul><li>要点 ${i} <code>BTC</code></li><li>第二条 <u>下划线</u></li></ul>`,
    `<p><img src="https://img.example.com/${i}.png" alt="图${i}" width="300" height="200"></p>`,
    `<table><thead><tr><th>币种</th><th>价格</th></tr></thead>` +
      `<tbody><tr><td>BTC</td><td>${60000 + i}</td></tr></tbody></table>`,
    `<blockquote><p>引用 ${i}<br>第二行</p></blockquote>`,
  ];
  let html = '';
  for (let i = 0; html.length < length; i++) html += blocks(i).join('');
  return html.slice(0, length);
}

const repeated = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Markup shaped to make a parser work hard, each about `length` characters. */
const adversarial = (length: number): Record<string, string> => ({
  'deep nesting': `${'<span>'.repeat(length / 12)}x${'</span>'.repeat(length / 14)}`,
  'unclosed inline tags': repeated('<p><b><i>x', length),
  'unclosed list items': repeated('<li>x', length),
  'closing tags that close nothing': `${'<b>'.repeat(length / 8)}${'</i>'.repeat(length / 8)}x`,
  'nested svg': `<p>x</p>${repeated('<svg>', length)}`,
  'a < that never closes': `<p>x</p>${repeated('<a', length)}`,
  'one huge text node': `<p>${repeated('比特币 bitcoin &amp; ', length)}</p>`,
  'many attributes': `<p ${Array.from({ length: length / 12 }, (_, k) => `a${k}="v"`).join(' ')}>x</p>`,
  'line breaks': repeated('x<br>', length),
});

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** sanitize-html's own results, with htmlparser2's own stack: what ours must equal. */
const reference = {
  sanitize: (html: string) => sanitizeHtml(html, newsAllowList).trim(),
  text: (html: string) =>
    sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '$& '), {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: newsAllowList.nonTextTags ?? [],
    })
      .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
};

describe('the document sanitiser', () => {
  const suite = serverPerSuite('sqlite');

  async function timedSaves(html: string, attempts: number) {
    const admin = await adminBrowser(suite.server);
    const [group] = (await suite.server.app.core
      .db('indicator_groups')
      .where('mode', 'knowledge')
      .select('id')) as { id: number }[];
    const requests = {
      preview: { url: previewDocument.path, body: { html } },
      news: { url: createDocument.path, body: { kind: 'news', title: '长文', html } },
      article: {
        url: createDocument.path,
        body: { kind: 'knowledge', title: '长文', html, group_id: group?.id, header_klg: '导语' },
      },
    };
    // The first request of a route compiles its code; that is not the sanitiser's time.
    for (const { url, body } of Object.values(requests))
      await admin.post(url, { ...body, html: '<p>预热</p>' });
    const timed: Record<
      string,
      { status: number; cpuMs: number; wallMs: number; payload: string }
    > = {};
    for (const [name, { url, body }] of Object.entries(requests))
      for (let attempt = 0; attempt < attempts; attempt++) {
        const cpu = process.threadCpuUsage();
        const start = performance.now();
        const res = await admin.post(url, body);
        const wallMs = performance.now() - start;
        const used = process.threadCpuUsage(cpu);
        const cpuMs = (used.user + used.system) / 1000;
        const best = timed[name];
        if (!best || cpuMs < best.cpuMs)
          timed[name] = { status: res.statusCode, cpuMs, wallMs, payload: res.payload };
      }
    return timed;
  }

  // The event loop thread's CPU time, the best of a few: what the request costs the loop, not
  // how long this shared machine's other work kept it waiting.
  it('previews and saves a 199 KB article each in under 200 ms', async () => {
    const html = realisticDocument(size);
    const timed = await timedSaves(html, 3);
    for (const [name, { status, cpuMs }] of Object.entries(timed)) {
      expect({ name, status }).toEqual({ name, status: 200 });
      expect({ name, fast: cpuMs < 200, cpuMs }).toMatchObject({ name, fast: true });
    }
    const preview = JSON.parse(timed.preview!.payload) as { html: string };
    expect(preview.html).toBe(reference.sanitize(html));
  });

  it.each(Object.entries(adversarial(size)))(
    // Linear now (the heaviest, unclosed inline tags, 190-320 ms at a load of 12 on 2 cores);
    // before, the quadratic ones took 0.6-1.4 s of CPU each, and 200 KB of `<a` 36 s.
    'previews and saves %s (199 KB) in under a second each',
    async (_, html) => {
      const timed = await timedSaves(html, 3);
      for (const [name, { status, cpuMs }] of Object.entries(timed)) {
        expect({ name, status }).toEqual({ name, status: 200 });
        expect({ name, fast: cpuMs < 1000, cpuMs }).toMatchObject({ name, fast: true });
      }
    },
  );
});

describe('the sanitiser keeps sanitize-html’s results', () => {
  const token = fc.constantFrom(
    '<p>',
    '</p>',
    '<b>',
    '</b>',
    '<i>',
    '</i>',
    '<li>',
    '</li>',
    '<ul>',
    '</ul>',
    '<h1>',
    '</h1>',
    '<h2>',
    '</h2>',
    '<table>',
    '<tr>',
    '<td>',
    '</td>',
    '</tr>',
    '<thead>',
    '<tbody>',
    '<br>',
    '<br/>',
    '<svg>',
    '</svg>',
    '<math>',
    '<mi>',
    '<script>',
    '</script>',
    '<style>',
    '<textarea>',
    '<div>',
    '</div>',
    '<blockquote>',
    '</blockquote>',
    '<pre>',
    '<span>',
    '</span>',
    '<select>',
    '<option>',
    '<a href="https://ok.example/?a=1&b=2">',
    '<a href="javascript:alert(1)">',
    '</a>',
    '<img src="https://ok.example/p.png" alt="a>b">',
    '<img src="http://x" onerror="alert(1)">',
    '<!-- c -->',
    '<!doctype html>',
    '<a',
    '<',
    '>',
    '&',
    '&amp;',
    '&lt;',
    '&nbsp;',
    '&quot;',
    '&#39;',
    '"',
    "'",
    ' ',
    '\n',
    '比特币',
    'x',
    '</x>',
    '<p onclick="x">',
    '<xmp>',
    '<title>',
  );
  const markup = fc
    .array(fc.oneof(token, fc.string({ maxLength: 4 })), { maxLength: 60 })
    .map((parts) => parts.join(''));

  it('sanitises and reads text exactly as sanitize-html with htmlparser2’s own stack', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const clean = sanitizeNewsHtml(html);
        expect(clean).toBe(reference.sanitize(html));
        expect(htmlToText(html)).toBe(reference.text(html));
        expect(sanitisedText(clean)).toBe(reference.text(clean));
        expect(paragraphsText(clean)).toBe(
          clean
            .split(/<\/(?:p|li|h[2-4]|blockquote|pre|tr)>|<br\s*\/?>/i)
            .map(reference.text)
            .filter(Boolean)
            .join('\n\n'),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the adversarial shapes and a long article the same way', () => {
    for (const html of [realisticDocument(20_000), ...Object.values(adversarial(6_000))]) {
      const clean = sanitizeNewsHtml(html);
      expect(clean).toBe(reference.sanitize(html));
      expect(sanitisedText(clean)).toBe(reference.text(clean));
    }
  });
});
