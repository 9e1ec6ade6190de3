import { describe, expect, it, vi } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import {
  auditLog,
  buildPath,
  createDocument,
  getDocument,
  getKnowledgeAll,
  listDocuments,
  newsDetail,
  newsList,
  previewDocument,
  searchNews,
  setDocumentState,
  updateDocument,
  uploadDocumentImage,
  type EditableDocument,
  type KnowledgeGroup,
  type NewsItem,
} from '../src/contract.ts';
import type { AppServer } from '../src/startup.ts';
import { addMember, databaseKinds, loginAs, serverPerSuite, TestBrowser } from './helpers.ts';
import { adminBrowser, beijingDay } from './paymentHelpers.ts';

const m = messages.documents;

async function vipBrowser(server: AppServer): Promise<TestBrowser> {
  const member = await addMember(server, { vipExpiry: new Date(Date.now() + 30 * 86_400_000) });
  const browser = await TestBrowser.open(server);
  const { cookie } = await loginAs(server, member.id);
  const eq = cookie.indexOf('=');
  browser.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1));
  return browser;
}

const json = <T>(res: { payload: string }) => JSON.parse(res.payload) as T;

const put = (browser: TestBrowser, url: string, payload: object) =>
  browser.request({ method: 'PUT', url, payload });

const docUrl = (kind: string, id: number) => buildPath(getDocument.path, { kind, id });
// The same address takes the edit (PUT) and answers the document (GET).
const editUrl = (kind: string, id: number) => buildPath(updateDocument.path, { kind, id });
const stateUrl = (kind: string, id: number) => buildPath(setDocumentState.path, { kind, id });

/** A multipart body with one file part named image. */
function multipart(bytes: Uint8Array, type: string): { payload: Buffer; contentType: string } {
  const boundary = 'documents-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);

const hostile =
  '<p onclick="alert(1)">比特币<script>alert(2)</script><img src="x" onerror="alert(3)">' +
  '<a href="javascript:alert(4)">链接</a><iframe src="https://evil.example"></iframe>' +
  '<svg><script>alert(5)</script></svg><a href="https://ok.example">好链接</a></p>';

describe.each(databaseKinds)('documents on %s', (kind) => {
  const suite = serverPerSuite(kind);

  const auditRows = async (target: string) =>
    (await suite.server.app.core
      .db('admin_audit')
      .where({ target })
      .orderBy('id')
      .select('action', 'admin_username', 'before_json', 'after_json')) as {
      action: string;
      admin_username: string;
      before_json: string | null;
      after_json: string | null;
    }[];

  const newsOfToday = async (browser: TestBrowser) => {
    const day = beijingDay(suite.clock.now());
    const res = await browser.get(`${newsList.path}?start_date=${day}&end_date=${day}&limit=50`);
    return json<{ results: NewsItem[] }>(res).results;
  };

  it('stores a news body sanitised with the news allow-list, as a draft, audited', async () => {
    const admin = await adminBrowser(suite.server);
    const res = await admin.post(createDocument.path, {
      kind: 'news',
      title: '测试新闻：安全的正文',
      html: hostile,
    });
    expect(res.statusCode).toBe(200);
    const doc = json<EditableDocument>(res);
    expect(doc).toMatchObject({
      kind: 'news',
      state: 'draft',
      published_at: null,
      source: '币见',
    });
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      '<svg',
      'alert(2)',
    ])
      expect(doc.html).not.toContain(bad);
    expect(doc.html).toContain('比特币');
    expect(doc.html).toContain('href="https://ok.example"');
    // Stored as answered: reading it back gives the same sanitised body.
    expect(json<EditableDocument>(await admin.get(docUrl('news', doc.id))).html).toBe(doc.html);
    if (doc.kind !== 'news') throw new Error('a news document');
    expect(doc.summary).toContain('比特币');

    const rows = await auditRows(`news:${doc.id}`);
    expect(rows.map((r) => r.action)).toEqual(['news.create']);
    expect(rows[0]?.admin_username).toMatch(/^refund-admin-/);
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({ id: doc.id, state: 'draft' });
  });

  it('hides a draft and an unpublished item from list, search, detail and push; shows a published one', async () => {
    const admin = await adminBrowser(suite.server);
    const vip = await vipBrowser(suite.server);
    const publish = vi.spyOn(suite.server.app.core.bus, 'publishNews');
    const created = json<EditableDocument>(
      await admin.post(createDocument.path, {
        kind: 'news',
        title: '独家：链上巨鲸地址异动',
        html: '<p>巨鲸地址在过去一小时转出两万枚比特币。</p>',
        type: 'bearish',
        important: true,
      }),
    );
    const detailUrl = buildPath(newsDetail.path, { id: created.id });
    const searchUrl = `${searchNews.path}?q=${encodeURIComponent('巨鲸地址')}`;
    const hidden = async () => {
      expect((await newsOfToday(vip)).map((n) => n.id)).not.toContain(created.id);
      const found = json<{ results: NewsItem[] }>(await vip.get(searchUrl)).results;
      expect(found.map((n) => n.id)).not.toContain(created.id);
      expect((await vip.get(detailUrl)).statusCode).toBe(404);
    };
    await hidden();
    expect(publish).not.toHaveBeenCalled();

    const published = await admin.post(stateUrl('news', created.id), { state: 'published' });
    expect(published.statusCode).toBe(200);
    const shown = json<EditableDocument>(published);
    expect(shown).toMatchObject({ state: 'published' });
    expect(shown.kind === 'news' && shown.published_at).toBe(suite.clock.now().toISOString());
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish.mock.calls[0]?.[0]).toMatchObject({
      type: 'news',
      item: { id: created.id, title: '独家：链上巨鲸地址异动', important: true },
    });
    expect((await newsOfToday(vip)).map((n) => n.id)).toContain(created.id);
    const found = json<{ results: NewsItem[] }>(await vip.get(searchUrl)).results;
    expect(found.map((n) => n.id)).toContain(created.id);
    const detail = await vip.get(detailUrl);
    expect(detail.statusCode).toBe(200);
    expect(json<{ htmlcontent: string }>(detail).htmlcontent).toContain('两万枚比特币');

    // Publishing again changes nothing and records nothing.
    await admin.post(stateUrl('news', created.id), { state: 'published' });
    expect(publish).toHaveBeenCalledTimes(1);

    const down = await admin.post(stateUrl('news', created.id), { state: 'unpublished' });
    expect(json<EditableDocument>(down).state).toBe('unpublished');
    await hidden();
    // The announce job, which pushes what other processes stored, does not push it either.
    await suite.server.services.newsAnnouncer.announceStored();
    await suite.server.services.newsAnnouncer.announceStored();
    expect(publish).toHaveBeenCalledTimes(1);
    publish.mockRestore();

    const actions = (await auditRows(`news:${created.id}`)).map((r) => r.action);
    expect(actions).toEqual(['news.create', 'news.publish', 'news.unpublish']);
    const last = (await auditRows(`news:${created.id}`)).at(-1);
    expect(JSON.parse(last?.before_json ?? '{}')).toEqual({ state: 'published' });
    expect(JSON.parse(last?.after_json ?? '{}')).toEqual({ state: 'unpublished' });
  });

  it('saves an edit of a published item, shown at once, with before and after audited', async () => {
    const admin = await adminBrowser(suite.server);
    const vip = await vipBrowser(suite.server);
    const created = json<EditableDocument>(
      await admin.post(createDocument.path, {
        kind: 'news',
        title: '初稿标题',
        html: '<p>初稿</p>',
      }),
    );
    await admin.post(stateUrl('news', created.id), { state: 'published' });
    const edited = await put(admin, editUrl('news', created.id), {
      kind: 'news',
      title: '修订后的标题',
      html: '<p>修订后的正文<script>alert(1)</script></p>',
      summary: '修订摘要',
    });
    expect(edited.statusCode).toBe(200);
    expect(json<EditableDocument>(edited)).toMatchObject({
      title: '修订后的标题',
      html: '<p>修订后的正文</p>',
      state: 'published',
    });
    const card = (await newsOfToday(vip)).find((n) => n.id === created.id);
    expect(card).toMatchObject({ title: '修订后的标题', summary: '修订摘要' });
    const update = (await auditRows(`news:${created.id}`)).find((r) => r.action === 'news.update');
    expect(JSON.parse(update?.before_json ?? '{}')).toMatchObject({ title: '初稿标题' });
    expect(JSON.parse(update?.after_json ?? '{}')).toMatchObject({ title: '修订后的标题' });
  });

  it('writes, publishes and takes down a knowledge article; members read its paragraphs and its pictures', async () => {
    const admin = await adminBrowser(suite.server);
    const vip = await vipBrowser(suite.server);
    const { payload, contentType } = multipart(png, 'image/png');
    const picture = json<{ url: string }>(
      await admin.request({
        method: 'POST',
        url: uploadDocumentImage.path,
        payload,
        headers: { 'content-type': contentType },
      }),
    ).url;
    const created = await admin.post(createDocument.path, {
      kind: 'knowledge',
      title: '资金费率怎么看',
      html:
        '<h2>定义</h2><p>资金费率<b>长期为正</b>。</p><ul><li>做多拥挤</li></ul><p><img src=x onerror=alert(1)></p>' +
        `<p><img src="${picture}" alt="资金费率走势"></p>`,
      group_id: 13,
      header_klg: '合约情绪的温度计',
      detail: ['资金费率'],
    });
    expect(created.statusCode).toBe(200);
    const doc = json<EditableDocument>(created);
    expect(doc).toMatchObject({ kind: 'knowledge', state: 'draft', group_id: 13 });
    expect(doc.html).not.toContain('onerror');

    const articles = async () =>
      json<{ knowledgelist: KnowledgeGroup[] }>(
        await vip.get(getKnowledgeAll.path),
      ).knowledgelist.flatMap((g) => g.items);
    expect((await articles()).map((a) => a.id)).not.toContain(doc.id);

    await admin.post(stateUrl('knowledge', doc.id), { state: 'published' });
    const shown = (await articles()).find((a) => a.id === doc.id);
    expect(shown).toMatchObject({
      title: '资金费率怎么看',
      header_klg: '合约情绪的温度计',
      content: '定义\n\n资金费率长期为正。\n\n做多拥挤',
    });
    // The body with its picture, as stored (sanitised), for the page to show.
    expect(shown?.html).toContain(`<img src="${picture}" alt="资金费率走势" />`);
    expect(shown?.html).not.toContain('onerror');
    const shippedArticle = (await articles()).find((a) => a.id === 101);
    expect(shippedArticle?.content).toContain('加密货币转账');
    expect(shippedArticle).not.toHaveProperty('html');

    await admin.post(stateUrl('knowledge', doc.id), { state: 'unpublished' });
    expect((await articles()).map((a) => a.id)).not.toContain(doc.id);

    // A shipped article opens in the editor as paragraphs, and the list names its group.
    const shipped = json<EditableDocument>(await admin.get(docUrl('knowledge', 101)));
    expect(shipped.html.startsWith('<p>加密货币转账')).toBe(true);
    const list = json<{ results: { id: number; group: string | null }[]; groups: unknown[] }>(
      await admin.get(`${listDocuments.path}?kind=knowledge&limit=50`),
    );
    expect(list.results.find((r) => r.id === 101)?.group).toBe('防骗指南');
    expect(list.groups).toHaveLength(4);

    const actions = (await auditRows(`knowledge:${doc.id}`)).map((r) => r.action);
    expect(actions).toEqual(['knowledge.create', 'knowledge.publish', 'knowledge.unpublish']);
  });

  it('saves and audits a long article in Chinese, past what a 64 KiB column holds', async () => {
    const admin = await adminBrowser(suite.server);
    // About 120 KB of UTF-8 (three bytes a character), within the request's 512 KiB.
    const html = `<p>${'比特币长文'.repeat(1_990)}</p>`.repeat(4);
    const res = await admin.post(createDocument.path, { kind: 'news', title: '长文', html });
    expect(res.statusCode).toBe(200);
    const doc = json<EditableDocument>(res);
    expect(doc.html.length).toBe(html.length);
    const rows = await auditRows(`news:${doc.id}`);
    expect(rows.map((r) => r.action)).toEqual(['news.create']);
    expect((JSON.parse(rows[0]?.after_json ?? '{}') as { html?: string }).html).toBe(doc.html);
  });

  it('lists drafts first, narrows by state and title', async () => {
    const admin = await adminBrowser(suite.server);
    const a = json<EditableDocument>(
      await admin.post(createDocument.path, {
        kind: 'news',
        title: '列表草稿甲',
        html: '<p>甲</p>',
      }),
    );
    const drafts = json<{ results: { id: number; state: string }[]; total: number }>(
      await admin.get(`${listDocuments.path}?kind=news&state=draft`),
    );
    expect(drafts.results.every((r) => r.state === 'draft')).toBe(true);
    expect(drafts.results.map((r) => r.id)).toContain(a.id);
    const byTitle = json<{ results: { id: number }[]; total: number }>(
      await admin.get(`${listDocuments.path}?kind=news&q=${encodeURIComponent('草稿甲')}`),
    );
    expect(byTitle.results.map((r) => r.id)).toEqual([a.id]);
    expect(byTitle.total).toBe(1);
  });

  it('previews a body as it would be stored, storing nothing', async () => {
    const admin = await adminBrowser(suite.server);
    const res = await admin.post(previewDocument.path, { html: hostile });
    expect(res.statusCode).toBe(200);
    const { html } = json<{ html: string }>(res);
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    const onlyCode = await admin.post(previewDocument.path, { html: '<script>alert(1)</script>' });
    expect(onlyCode.statusCode).toBe(400);
    expect(json<{ message: string }>(onlyCode).message).toContain(m.bodyRequired);
  });

  it('stores a picture by its hash and serves it publicly; refuses what is not PNG or JPEG', async () => {
    const admin = await adminBrowser(suite.server);
    const upload = (bytes: Uint8Array, type: string) => {
      const { payload, contentType } = multipart(bytes, type);
      return admin.request({
        method: 'POST',
        url: uploadDocumentImage.path,
        payload,
        headers: { 'content-type': contentType },
      });
    };
    const res = await upload(png, 'image/png');
    expect(res.statusCode).toBe(200);
    const { url } = json<{ url: string }>(res);
    expect(url).toMatch(/^\/api\/v1\/filepro\/document_image\/[0-9a-f]{64}\.png$/);
    expect(json<{ url: string }>(await upload(png, 'image/png')).url).toBe(url);
    const visitor = await TestBrowser.open(suite.server);
    const served = await visitor.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload)).toEqual(Buffer.from(png));

    const html = await upload(new TextEncoder().encode('<svg onload=alert(1)>'), 'image/png');
    expect(html.statusCode).toBe(400);
    expect(json<{ message: string }>(html).message).toContain(m.imageNotSupported);
    const tooBig = await upload(new Uint8Array(2 * 1024 * 1024 + 1), 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(
      (await visitor.get(`/api/v1/filepro/document_image/${'0'.repeat(64)}.png`)).statusCode,
    ).toBe(404);
  });

  it('labels a picture upload 上传文档图片 in the audit log, found by its action and its area', async () => {
    const admin = await adminBrowser(suite.server);
    const { payload, contentType } = multipart(png, 'image/png');
    const res = await admin.request({
      method: 'POST',
      url: uploadDocumentImage.path,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(200);
    for (const action of ['document_image.upload', 'document_image.']) {
      const found = await admin.get(`${auditLog.path}?action=${action}`);
      expect(found.statusCode, found.payload).toBe(200);
      const { results } = json<{ results: { action: string; action_label: string }[] }>(found);
      expect(results.length).toBeGreaterThan(0);
      for (const entry of results)
        expect(entry).toMatchObject({
          action: 'document_image.upload',
          action_label: '上传文档图片',
        });
    }
    // `_` is a letter of the area's name here, not a wildcard: documentXimage. matches nothing.
    await suite.server.app.core.db('admin_audit').insert({
      admin_id: null,
      admin_username: 'lookalike',
      action: 'documentXimage.upload',
      target: 'x',
      created_at: suite.clock.now(),
    });
    const lookalike = await admin.get(`${auditLog.path}?action=document_image.&admin=lookalike`);
    expect(json<{ total: number }>(lookalike).total).toBe(0);
  });

  it('keeps documents to admins: 401 for a visitor, 403 for a member', async () => {
    const visitor = await TestBrowser.open(suite.server);
    const vip = await vipBrowser(suite.server);
    const body = { kind: 'news', title: '越权', html: '<p>越权</p>' };
    for (const browser of [visitor, vip]) {
      const expected = browser === visitor ? 401 : 403;
      expect((await browser.get(`${listDocuments.path}?kind=news`)).statusCode).toBe(expected);
      expect((await browser.get(docUrl('knowledge', 101))).statusCode).toBe(expected);
      expect((await browser.post(createDocument.path, body)).statusCode).toBe(expected);
      expect((await put(browser, editUrl('news', 1), body)).statusCode).toBe(expected);
      expect(
        (await browser.post(stateUrl('knowledge', 101), { state: 'unpublished' })).statusCode,
      ).toBe(expected);
      expect((await browser.post(previewDocument.path, { html: '<p>x</p>' })).statusCode).toBe(
        expected,
      );
    }
    const admin = await adminBrowser(suite.server);
    expect(json<EditableDocument>(await admin.get(docUrl('knowledge', 101))).state).toBe(
      'published',
    );
  });

  it('refuses bad input with 400 and a Chinese reason', async () => {
    const admin = await adminBrowser(suite.server);
    const draft = json<EditableDocument>(
      await admin.post(createDocument.path, { kind: 'news', title: '校验用', html: '<p>x</p>' }),
    );
    const cases: [Promise<{ statusCode: number; payload: string }>, number, string][] = [
      [
        admin.post(createDocument.path, { kind: 'news', title: ' ', html: '<p>x</p>' }),
        400,
        m.titleRequired,
      ],
      [
        admin.post(createDocument.path, { kind: 'news', title: '空', html: '<p></p>' }),
        400,
        m.bodyRequired,
      ],
      [
        admin.post(createDocument.path, { kind: 'video', title: 'x', html: '<p>x</p>' }),
        400,
        m.kindInvalid,
      ],
      [
        admin.post(createDocument.path, {
          kind: 'knowledge',
          title: 'x',
          html: '<p>x</p>',
          group_id: 1,
          header_klg: '导语',
        }),
        404,
        m.groupNotFound,
      ],
      [
        put(admin, editUrl('knowledge', draft.id), { kind: 'news', title: 'x', html: '<p>x</p>' }),
        400,
        m.kindMismatch,
      ],
      [admin.post(stateUrl('news', draft.id), { state: 'draft' }), 400, m.stateInvalid],
      [admin.get(docUrl('news', 2_000_000_000)), 404, m.notFound],
      [admin.get(docUrl('news', 0)), 400, m.idInvalid],
      [admin.get(`${listDocuments.path}?kind=news&limit=500`), 400, m.pageInvalid],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode, message).toBe(status);
      expect(json<{ message: string }>(res).message).toContain(message);
    }
    // Nothing of the refused saves was stored.
    const list = json<{ results: { title: string }[] }>(
      await admin.get(`${listDocuments.path}?kind=news&limit=50`),
    );
    expect(list.results.map((r) => r.title)).not.toContain('空');
  });
});
