// Documents (issue 17): admins' news items and knowledge articles — create, edit, preview, publish,
// unpublish; daily analyses are edited through the analysis area's admin endpoint.
import { z } from 'zod';
import { htmlHasContent } from '../documents/content.ts';
import { documentKinds, documentStates, documentTargetStates } from '../documents/state.ts';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { newsTopic, newsType, newsTypes } from './news.ts';

const m = messages.documents;

export const documentKind = z.enum(documentKinds, { error: m.kindInvalid });
export const documentState = z.enum(documentStates, { error: m.stateInvalid });

const documentId = z.coerce
  .number({ error: m.idInvalid })
  .int(m.idInvalid)
  .positive(m.idInvalid)
  .max(2_147_483_647, m.idInvalid);

/** Longest body accepted, in characters of HTML (a long article with its markup stays far below). */
export const documentHtmlMaxChars = 200_000;

/** The body as the editor writes it: HTML the server sanitises with the ingested news' allow-list. */
export const documentHtml = z
  .string({ error: m.bodyRequired })
  .max(documentHtmlMaxChars, m.bodyTooLong)
  .refine(htmlHasContent, m.bodyRequired);

const title = (max: number, tooLong: string) =>
  z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(max, tooLong);

/** A news item as the admin writes it. summary empty: the server takes the body's first 200 characters. */
export const newsDocumentInput = z.strictObject({
  kind: z.literal('news'),
  title: title(100, m.titleTooLong),
  html: documentHtml,
  summary: z.string({ error: m.summaryTooLong }).trim().max(200, m.summaryTooLong).default(''),
  type: z.enum(newsTypes, { error: m.typeInvalid }).default('neutral'),
  important: z.boolean({ error: m.importantInvalid }).default(false),
});

/** A knowledge article as the admin writes it: its group, title, lead line, keywords and body. */
export const knowledgeDocumentInput = z.strictObject({
  kind: z.literal('knowledge'),
  title: title(64, m.knowledgeTitleTooLong),
  html: documentHtml,
  group_id: z
    .number({ error: m.groupRequired })
    .int(m.groupRequired)
    .positive(m.groupRequired)
    .max(2_147_483_647, m.groupRequired),
  header_klg: z
    .string({ error: m.leadRequired })
    .trim()
    .min(1, m.leadRequired)
    .max(120, m.leadTooLong),
  detail: z
    .array(
      z
        .string({ error: m.keywordsInvalid })
        .trim()
        .min(1, m.keywordsInvalid)
        .max(20, m.keywordsInvalid),
      { error: m.keywordsInvalid },
    )
    .max(8, m.keywordsInvalid)
    .default([]),
});

export const documentInput = z.discriminatedUnion(
  'kind',
  [newsDocumentInput, knowledgeDocumentInput],
  {
    error: m.kindInvalid,
  },
);
export type DocumentInput = z.input<typeof documentInput>;
export type NewsDocumentInput = z.input<typeof newsDocumentInput>;
export type KnowledgeDocumentInput = z.input<typeof knowledgeDocumentInput>;

const documentBase = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** Sanitised HTML, as members are shown it. */
  html: z.string(),
  state: documentState,
  /** The last save, ISO-8601 UTC; null for what no admin has saved (feeds, the shipped catalogue). */
  updated_at: z.iso.datetime().nullable(),
});

/** A news item as the editor opens it. published_at is the publication instant (null for a draft). */
export const newsDocument = documentBase.extend({
  kind: z.literal('news'),
  summary: z.string(),
  type: newsType,
  important: z.boolean(),
  topic: newsTopic,
  source: z.string(),
  published_at: z.iso.datetime().nullable(),
});

/** A knowledge article as the editor opens it. */
export const knowledgeDocument = documentBase.extend({
  kind: z.literal('knowledge'),
  group_id: z.number().int().positive(),
  header_klg: z.string(),
  detail: z.array(z.string()),
});

export const editableDocument = z.discriminatedUnion('kind', [newsDocument, knowledgeDocument]);
export type EditableDocument = z.infer<typeof editableDocument>;
export type NewsDocument = z.infer<typeof newsDocument>;
export type KnowledgeDocument = z.infer<typeof knowledgeDocument>;

/** One row of the document list. group is the knowledge group's title (null for news). */
export const documentSummary = z.object({
  kind: documentKind,
  id: z.number().int().positive(),
  title: z.string(),
  state: documentState,
  updated_at: z.iso.datetime().nullable(),
  published_at: z.iso.datetime().nullable(),
  group: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

export const knowledgeGroupRef = z.object({ id: z.number().int().positive(), title: z.string() });
export type KnowledgeGroupRef = z.infer<typeof knowledgeGroupRef>;

/** Rows per page of the document list unless asked. */
export const documentPageSize = 20;

/** GET documents: one kind's documents, newest first, for the admin. */
export const listDocuments = defineEndpoint(() => ({
  id: 'documents.list',
  method: 'GET',
  path: '/api/v1/admin/documents/',
  summary:
    'News items or knowledge articles, every state, for the admin (paged, searchable by title)',
  description:
    'Admin (both roles). kind news lists every news item (ingested and written here), newest publication first, ' +
    'drafts (never published) first of all; kind knowledge lists the articles in menu order. state narrows to one ' +
    'state; q keeps titles holding it (case-insensitive). groups are the knowledge groups an article may go in, ' +
    'whatever the kind, so the editor can offer them.',
  role: 'admin',
  permission: 'documents.edit',
  query: z.strictObject({
    kind: documentKind,
    state: documentState.optional(),
    q: z.string({ error: m.queryTooLong }).trim().max(40, m.queryTooLong).optional(),
    offset: z.coerce
      .number({ error: m.pageInvalid })
      .int(m.pageInvalid)
      .min(0, m.pageInvalid)
      .max(100_000, m.pageInvalid)
      .default(0),
    limit: z.coerce
      .number({ error: m.pageInvalid })
      .int(m.pageInvalid)
      .min(1, m.pageInvalid)
      .max(50, m.pageInvalid)
      .default(documentPageSize),
  }),
  response: z.object({
    results: z.array(documentSummary),
    total: z.number().int().nonnegative(),
    groups: z.array(knowledgeGroupRef),
  }),
}));

const kindAndId = z.strictObject({ kind: documentKind, id: documentId });

/** GET documents/{kind}/{id}: one document as the editor opens it. */
export const getDocument = defineEndpoint(() => ({
  id: 'documents.get',
  method: 'GET',
  path: '/api/v1/admin/documents/{kind}/{id}/',
  summary: 'One news item or knowledge article, whatever its state (admin)',
  description:
    'An unknown id is a 404 with 文档不存在. A shipped knowledge article that no admin saved yet gets its plain ' +
    'paragraphs as <p> elements.',
  role: 'admin',
  permission: 'documents.edit',
  params: kindAndId,
  response: editableDocument,
}));

/** POST documents: a new document, stored as a draft. */
export const createDocument = defineEndpoint(() => ({
  id: 'documents.create',
  method: 'POST',
  path: '/api/v1/admin/documents/',
  summary: 'Create a news item or knowledge article as a draft (admin, audited)',
  description:
    'The body is sanitised with the allow-list ingested news uses before it is stored (what the answer’s html ' +
    'shows); a body that keeps nothing is a 400 with 请填写正文. A news item’s topic is chosen from its words as ' +
    'for feeds, its source is 币见; a knowledge article goes last in its group (an unknown group is a 404 with ' +
    '知识分组不存在) and its plain content, which getknowledgeall serves, is the body’s paragraphs as text. ' +
    'The creation is recorded in the audit log (news.create or knowledge.create) with the stored document.',
  role: 'admin',
  permission: 'documents.edit',
  body: documentInput,
  maxBytes: 512 * 1024,
  response: editableDocument,
}));

/** PUT documents/{kind}/{id}: save an edit; the state does not change. */
export const updateDocument = defineEndpoint(() => ({
  id: 'documents.update',
  method: 'PUT',
  path: '/api/v1/admin/documents/{kind}/{id}/',
  summary: 'Save an edited news item or knowledge article (admin, audited)',
  description:
    'Sanitised as on creation; a published document shows the edit at once. The body’s kind must match the path’s ' +
    '(else a 400 with 文档类型与地址不符). A news item keeps its publication time and, when edited, its related ' +
    'news; an article moved to another group goes last there. Recorded in the audit log (news.update or ' +
    'knowledge.update) with the document before and after.',
  role: 'admin',
  permission: 'documents.edit',
  params: kindAndId,
  body: documentInput,
  maxBytes: 512 * 1024,
  response: editableDocument,
}));

/** POST documents/{kind}/{id}/state/: publish or take down. */
export const setDocumentState = defineEndpoint(() => ({
  id: 'documents.setState',
  method: 'POST',
  path: '/api/v1/admin/documents/{kind}/{id}/state/',
  summary: 'Publish or unpublish a news item or knowledge article (admin, audited)',
  description:
    'state published shows the document to members: a news item enters the list, search, detail and the live ' +
    'news push (/news/latest), with its publication time set now the first time it is published; an article ' +
    'enters getknowledgeall. unpublished hides it again from all of them (a draft stays a draft). Asking for the ' +
    'state the document is in changes nothing and records nothing; any change is recorded in the audit log ' +
    '(news.publish, news.unpublish, knowledge.publish, knowledge.unpublish) with the state before and after.',
  role: 'admin',
  permission: 'documents.edit',
  params: kindAndId,
  body: z.strictObject({ state: z.enum(documentTargetStates, { error: m.stateInvalid }) }),
  response: editableDocument,
}));

/** POST documents/preview/: the body as it would be stored. */
export const previewDocument = defineEndpoint(() => ({
  id: 'documents.preview',
  method: 'POST',
  path: '/api/v1/admin/documents/preview/',
  summary: 'Sanitise a body as a save would, without storing it (admin)',
  description:
    'So the preview shows exactly what members will be shown: the answer’s html is the body after the news ' +
    'allow-list. Stores and records nothing.',
  role: 'admin',
  permission: 'documents.edit',
  body: z.strictObject({ html: documentHtml }),
  maxBytes: 512 * 1024,
  response: z.object({ html: z.string() }),
}));

/** Largest picture accepted in a document, like the indicator thumbnails. */
export const documentImageMaxBytes = 2 * 1024 * 1024;

/** Where a document's picture is served; name is the picture's SHA-256 and its extension. */
export const documentImagePath = '/api/v1/filepro/document_image/{name}';

/** POST filepro/upload_document_image/: a picture for a document body. */
export const uploadDocumentImage = defineEndpoint(() => ({
  id: 'documents.uploadImage',
  method: 'POST',
  path: '/api/v1/filepro/upload_document_image/',
  summary: 'Upload a picture (PNG or JPEG, at most 2 MiB) for a document body (admin)',
  description:
    'multipart/form-data with image, the upload call of upload_private without a targetId. The server checks ' +
    'the file’s signature, not only its declared type: anything but PNG or JPEG is a 400 with 请上传 PNG 或 JPEG ' +
    '格式的图片, a missing file 请选择要上传的图片, past 2 MiB a 413. The answer’s url (same-origin, named by the ' +
    'picture’s SHA-256, so the same picture uploaded twice is one) is what the editor puts in <img src>.',
  role: 'admin',
  permission: 'documents.edit',
  consumes: 'multipart/form-data',
  maxBytes: documentImageMaxBytes + 64 * 1024,
  body: z.strictObject({
    image: z
      .file({ error: m.imageChooseFile })
      .min(1, m.imageChooseFile)
      .max(documentImageMaxBytes, m.imageTooLarge),
  }),
  response: z.object({ url: z.string().startsWith('/api/v1/filepro/document_image/') }),
}));

/** GET filepro/document_image/{name}: a document's picture, public. */
export const documentImage = defineEndpoint(() => ({
  id: 'documents.image',
  method: 'GET',
  path: documentImagePath,
  summary: 'A picture of a document body (public, cached a year)',
  description:
    'Public like the pages that show it to VIPs; the name never changes meaning (it is the content’s hash), so ' +
    'the answer is cacheable for a year. An unknown name is a 404 with 图片不存在.',
  role: 'visitor',
  produces: 'application/octet-stream',
  params: z.strictObject({
    name: z.string().regex(/^[0-9a-f]{64}\.(png|jpg)$/, m.imageNotFound),
  }),
  response: z.instanceof(Uint8Array),
}));
