import {
  createDocument,
  documentImage,
  getDocument,
  listDocuments,
  previewDocument,
  setDocumentState,
  updateDocument,
  uploadDocumentImage,
  type DocumentInput,
  type EditableDocument,
} from '@coinsight/domain/api';
import { nextState } from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';
import {
  documentFixtures,
  documentGroups,
  documentPixel,
  summaryOf,
} from '../fixtures/documents.ts';
import { fail, mock, notFound, type EndpointMock } from './define.ts';

const m = messages.documents;

let documents: EditableDocument[] = [];
let nextId = 10_000;

export function resetDocumentsMockState(): void {
  documents = structuredClone(documentFixtures);
  nextId = 10_000;
}
resetDocumentsMockState();

const now = (): string => new Date().toISOString();

const find = (kind: string, id: number) => documents.find((d) => d.kind === kind && d.id === id);

/** The mock stores the body as sent: sanitising is the server's (and the page's DOMPurify's) work. */
function fromInput(
  input: DocumentInput,
  base: Pick<EditableDocument, 'id' | 'state'>,
  publishedAt: string | null,
): EditableDocument | null {
  if (input.kind === 'news')
    return {
      kind: 'news',
      id: base.id,
      state: base.state,
      title: input.title.trim(),
      html: input.html,
      summary: input.summary ?? '',
      type: input.type ?? 'neutral',
      important: input.important ?? false,
      topic: '加密货币',
      source: '币见',
      published_at: publishedAt,
      updated_at: now(),
    };
  if (!documentGroups.some((g) => g.id === input.group_id)) return null;
  return {
    kind: 'knowledge',
    id: base.id,
    state: base.state,
    title: input.title.trim(),
    html: input.html,
    group_id: input.group_id,
    header_klg: input.header_klg.trim(),
    detail: input.detail ?? [],
    updated_at: now(),
  };
}

const newsDraft = { kind: 'news', title: '新的新闻', html: '<p>正文</p>' } as const;

export const mocks: EndpointMock[] = [
  mock(listDocuments, { query: { kind: 'news' } }, ({ query }) => {
    const q = query.q?.toLowerCase();
    const rows = documents.filter(
      (d) =>
        d.kind === query.kind &&
        (!query.state || d.state === query.state) &&
        (!q || d.title.toLowerCase().includes(q)),
    );
    return {
      results: rows.slice(query.offset, query.offset + query.limit).map(summaryOf),
      total: rows.length,
      groups: documentGroups,
    };
  }),

  mock(getDocument, { params: { kind: 'news', id: 9001 } }, ({ params }) => {
    return find(params.kind, params.id) ?? notFound(m.notFound);
  }),

  mock(createDocument, { body: newsDraft }, ({ body }) => {
    const doc = fromInput(body, { id: nextId++, state: 'draft' }, null);
    if (!doc) return notFound(m.groupNotFound);
    documents = [doc, ...documents];
    return doc;
  }),

  mock(
    updateDocument,
    { params: { kind: 'news', id: 9001 }, body: newsDraft },
    ({ params, body }) => {
      if (body.kind !== params.kind) return fail(400, m.kindMismatch);
      const old = find(params.kind, params.id);
      if (!old) return notFound(m.notFound);
      const doc = fromInput(body, old, old.kind === 'news' ? old.published_at : null);
      if (!doc) return notFound(m.groupNotFound);
      documents = documents.map((d) => (d === old ? doc : d));
      return doc;
    },
  ),

  mock(
    setDocumentState,
    { params: { kind: 'news', id: 9001 }, body: { state: 'published' } },
    ({ params, body }) => {
      const old = find(params.kind, params.id);
      if (!old) return notFound(m.notFound);
      const state = nextState(old.state, body.state);
      const doc: EditableDocument =
        old.kind === 'news'
          ? {
              ...old,
              state,
              published_at: old.published_at ?? (state === 'published' ? now() : null),
            }
          : { ...old, state };
      documents = documents.map((d) => (d === old ? doc : d));
      return doc;
    },
  ),

  mock(previewDocument, { body: { html: '<p>预览</p>' } }, ({ body }) => ({ html: body.html })),

  mock(
    uploadDocumentImage,
    { body: { image: new File([documentPixel], 'photo.png', { type: 'image/png' }) } },
    () => ({ url: `/api/v1/filepro/document_image/${'0'.repeat(64)}.png` }),
  ),

  mock(documentImage, { params: { name: `${'0'.repeat(64)}.png` } }, () => {
    return new Response(documentPixel, {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000' },
    });
  }),
];
