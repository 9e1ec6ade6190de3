import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  createDocument,
  documentImage,
  documentImageMaxBytes,
  documentInput,
  getDocument,
  listDocuments,
  previewDocument,
  setDocumentState,
  updateDocument,
  uploadDocumentImage,
} from './documents.ts';
import { endpointsByArea } from './index.ts';

const m = messages.documents;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('documents endpoints', () => {
  const table = [
    [listDocuments, 'GET', '/api/v1/admin/documents/'],
    [getDocument, 'GET', '/api/v1/admin/documents/{kind}/{id}/'],
    [createDocument, 'POST', '/api/v1/admin/documents/'],
    [updateDocument, 'PUT', '/api/v1/admin/documents/{kind}/{id}/'],
    [setDocumentState, 'POST', '/api/v1/admin/documents/{kind}/{id}/state/'],
    [previewDocument, 'POST', '/api/v1/admin/documents/preview/'],
    [uploadDocumentImage, 'POST', '/api/v1/filepro/upload_document_image/'],
  ] as const;

  it.each(table)('%# %s is an admin call', (endpoint, method, path) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe('admin');
    expect(endpoint.csrf).toBe(method !== 'GET');
  });

  it('serves pictures publicly, by content hash', () => {
    expect(documentImage.role).toBe('visitor');
    expect(documentImage.params.safeParse({ name: `${'a'.repeat(64)}.png` }).success).toBe(true);
    expect(firstMessage(documentImage.params, { name: '../etc/passwd' })).toBe(m.imageNotFound);
  });

  it('registers exactly these endpoints in the documents area', () => {
    expect(endpointsByArea.documents.map((e) => e.id).sort()).toEqual(
      [...table.map(([e]) => e.id), documentImage.id].sort(),
    );
  });

  it('takes pictures as multipart with room above the largest one', () => {
    expect(uploadDocumentImage.consumes).toBe('multipart/form-data');
    expect(uploadDocumentImage.maxBytes).toBeGreaterThan(documentImageMaxBytes);
  });
});

describe('document input', () => {
  const news = { kind: 'news', title: ' 比特币突破十万美元 ', html: '<p>正文</p>' };
  const knowledge = {
    kind: 'knowledge',
    title: '什么是 NUPL',
    html: '<p>正文</p>',
    group_id: 11,
    header_klg: '导语',
  };

  it('fills a news item’s defaults and trims its title', () => {
    expect(documentInput.parse(news)).toEqual({
      kind: 'news',
      title: '比特币突破十万美元',
      html: '<p>正文</p>',
      summary: '',
      type: 'neutral',
      important: false,
    });
  });

  it('reads a knowledge article with no keywords', () => {
    expect(documentInput.parse(knowledge)).toMatchObject({ group_id: 11, detail: [] });
  });

  it.each([
    ['an unknown kind', { ...news, kind: 'analysis' }, m.kindInvalid],
    ['no kind', { title: 'x', html: '<p>x</p>' }, m.kindInvalid],
    ['a blank title', { ...news, title: '   ' }, m.titleRequired],
    ['a missing title', { kind: 'news', html: '<p>x</p>' }, m.titleRequired],
    ['a news title past 100', { ...news, title: '长'.repeat(101) }, m.titleTooLong],
    ['an empty editor', { ...news, html: '<p></p>' }, m.bodyRequired],
    ['a body past the limit', { ...news, html: `<p>${'x'.repeat(200_001)}</p>` }, m.bodyTooLong],
    ['an unknown lean', { ...news, type: 'moon' }, m.typeInvalid],
    ['a summary past 200', { ...news, summary: '长'.repeat(201) }, m.summaryTooLong],
    ['important as text', { ...news, important: 'yes' }, m.importantInvalid],
    ['an article title past 64', { ...knowledge, title: '长'.repeat(65) }, m.knowledgeTitleTooLong],
    ['an article without a group', { ...knowledge, group_id: undefined }, m.groupRequired],
    ['an article without a lead', { ...knowledge, header_klg: ' ' }, m.leadRequired],
    ['nine keywords', { ...knowledge, detail: Array(9).fill('词') }, m.keywordsInvalid],
    ['an empty keyword', { ...knowledge, detail: [''] }, m.keywordsInvalid],
  ])('refuses %s', (_, input, message) => {
    expect(firstMessage(documentInput, input)).toBe(message);
  });

  it('refuses fields of another kind', () => {
    expect(documentInput.safeParse({ ...news, group_id: 11 }).success).toBe(false);
  });
});

describe('list, state and image', () => {
  it('pages by 20 unless asked', () => {
    expect(listDocuments.query.parse({ kind: 'news' })).toEqual({
      kind: 'news',
      offset: 0,
      limit: 20,
    });
  });

  it.each([
    [{ kind: 'video' }, m.kindInvalid],
    [{ kind: 'news', state: 'deleted' }, m.stateInvalid],
    [{ kind: 'news', limit: '51' }, m.pageInvalid],
    [{ kind: 'news', q: '长'.repeat(41) }, m.queryTooLong],
  ])('refuses the list query %j', (query, message) => {
    expect(firstMessage(listDocuments.query, query)).toBe(message);
  });

  it('sets only published or unpublished', () => {
    expect(setDocumentState.body.parse({ state: 'published' })).toEqual({ state: 'published' });
    expect(firstMessage(setDocumentState.body, { state: 'draft' })).toBe(m.stateInvalid);
  });

  it('refuses a bad id in the path', () => {
    expect(firstMessage(getDocument.params, { kind: 'news', id: 'x' })).toBe(m.idInvalid);
    expect(getDocument.params.parse({ kind: 'news', id: '7' })).toEqual({ kind: 'news', id: 7 });
  });

  it('asks for a picture file', () => {
    expect(firstMessage(uploadDocumentImage.body, {})).toBe(m.imageChooseFile);
    const big = new File([new Uint8Array(documentImageMaxBytes + 1)], 'a.png', {
      type: 'image/png',
    });
    expect(firstMessage(uploadDocumentImage.body, { image: big })).toBe(m.imageTooLarge);
  });
});
