import { createHash } from 'node:crypto';
import type {
  DocumentSummary,
  EditableDocument,
  KnowledgeGroupRef,
  NewsType,
} from '@coinsight/domain/api';
import {
  htmlHasContent,
  nextState,
  type DocumentKind,
  type DocumentState,
  type DocumentTargetState,
} from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';
import { topicOf } from '@coinsight/domain/news';
import type { Knex } from 'knex';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../domainError.ts';
import type { AdminCredentials } from '../../sessions/credentials.ts';
import { sanitisedText, sanitizeNewsHtml } from '../../providers/news/sanitize.ts';
import type { IndicatorsService } from '../indicators/service.ts';
import type { KnowledgeFields } from '../indicators/repo.ts';
import type { NewsFields } from '../news/repo.ts';
import type { NewsService } from '../news/service.ts';
import type { DocumentsRepo, ListQuery, StoredImage } from './repo.ts';
import {
  knowledgeDocumentOf,
  knowledgeSummaryOf,
  newsDocumentOf,
  newsSummaryOf,
  paragraphsText,
} from './view.ts';

const m = messages.documents;

/** The source and author of news written in the dashboard. */
export const editorialSource = '币见';

/** A save as the contract has parsed it (defaults filled). */
export type ParsedInput =
  | {
      kind: 'news';
      title: string;
      html: string;
      summary: string;
      type: NewsType;
      important: boolean;
    }
  | {
      kind: 'knowledge';
      title: string;
      html: string;
      group_id: number;
      header_klg: string;
      detail: string[];
    };

const summaryLength = 200;

function cut(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join('')}…`;
}

const notFound = () => new DomainError('not_found', m.notFound, 'document_not_found');

/** What a picture's first bytes say it is: PNG, JPEG, or neither. */
function pictureType(bytes: Uint8Array): { mime: string; ext: 'png' | 'jpg' } | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return { mime: 'image/png', ext: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' };
  return null;
}

/**
 * Admins' news items and knowledge articles: every save and state change is sanitised with the
 * ingested news' allow-list and recorded in the audit log in the transaction that makes it.
 */
export class DocumentsService {
  constructor(
    private readonly repo: DocumentsRepo,
    private readonly news: NewsService,
    private readonly indicators: IndicatorsService,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /** The body members will be shown; one that keeps nothing is refused. */
  sanitize(html: string): string {
    const clean = sanitizeNewsHtml(html);
    if (!htmlHasContent(clean)) throw new DomainError('invalid', m.bodyRequired, 'body_required');
    return clean;
  }

  async list(
    query: ListQuery & { kind: DocumentKind },
  ): Promise<{ results: DocumentSummary[]; total: number; groups: KnowledgeGroupRef[] }> {
    const groups = await this.repo.knowledgeGroups();
    if (query.kind === 'news') {
      const { rows, total } = await this.repo.newsPage(query);
      return { results: rows.map(newsSummaryOf), total, groups };
    }
    const { rows, total } = await this.repo.knowledgePage(query);
    return { results: rows.map(knowledgeSummaryOf), total, groups };
  }

  async get(kind: DocumentKind, id: number, trx?: Knex.Transaction): Promise<EditableDocument> {
    if (kind === 'news') {
      const news = await this.repo.news(id, trx);
      if (!news) throw notFound();
      return newsDocumentOf(news);
    }
    const item = await this.repo.knowledge(id, trx);
    if (!item) throw notFound();
    return knowledgeDocumentOf(item);
  }

  private newsFields(input: Extract<ParsedInput, { kind: 'news' }>): NewsFields {
    const html = this.sanitize(input.html);
    const plain = sanitisedText(html);
    const summary = input.summary || cut(plain, summaryLength);
    return {
      title: input.title,
      html,
      plain,
      summary,
      type: input.type,
      important: input.important,
      topic: topicOf(input.title, summary),
    };
  }

  private async knowledgeFields(
    input: Extract<ParsedInput, { kind: 'knowledge' }>,
    trx: Knex.Transaction,
  ): Promise<KnowledgeFields> {
    const html = this.sanitize(input.html);
    if (!(await this.repo.isKnowledgeGroup(input.group_id, trx)))
      throw new DomainError('not_found', m.groupNotFound, 'group_not_found');
    return {
      groupId: input.group_id,
      title: input.title,
      headerKlg: input.header_klg,
      detail: input.detail,
      html,
      content: paragraphsText(html),
    };
  }

  async create(admin: AdminCredentials, input: ParsedInput): Promise<EditableDocument> {
    const at = this.clock.now();
    return this.repo.db.transaction(async (trx) => {
      const id =
        input.kind === 'news'
          ? await this.news.repo.insertDraft(
              this.newsFields(input),
              { source: editorialSource, at },
              trx,
            )
          : await this.indicators.repo.insertKnowledge(
              await this.knowledgeFields(input, trx),
              at,
              trx,
            );
      const after = await this.get(input.kind, id, trx);
      await this.audit.record(
        { admin, action: `${input.kind}.create`, target: `${input.kind}:${id}`, after },
        trx,
      );
      return after;
    });
  }

  async update(
    admin: AdminCredentials,
    kind: DocumentKind,
    id: number,
    input: ParsedInput,
  ): Promise<EditableDocument> {
    if (input.kind !== kind) throw new DomainError('invalid', m.kindMismatch, 'kind_mismatch');
    const at = this.clock.now();
    const after = await this.repo.db.transaction(async (trx) => {
      const before = await this.get(kind, id, trx);
      if (input.kind === 'news') await this.news.repo.saveText(id, this.newsFields(input), at, trx);
      else {
        const moved = before.kind === 'knowledge' && before.group_id !== input.group_id;
        const fields = await this.knowledgeFields(input, trx);
        await this.indicators.repo.updateKnowledge(id, fields, moved, at, trx);
      }
      const saved = await this.get(kind, id, trx);
      await this.audit.record(
        { admin, action: `${kind}.update`, target: `${kind}:${id}`, before, after: saved },
        trx,
      );
      return saved;
    });
    if (kind === 'news' && after.state === 'published') this.news.forgetSearches();
    return after;
  }

  async setState(
    admin: AdminCredentials,
    kind: DocumentKind,
    id: number,
    target: DocumentTargetState,
  ): Promise<EditableDocument> {
    const { before, after } = await this.repo.db.transaction(async (trx) => {
      const before = await this.get(kind, id, trx);
      const state: DocumentState = nextState(before.state, target);
      if (state === before.state) return { before, after: before };
      if (kind === 'news') {
        // The first publication is the item's time in the list; taken down and published
        // again, it keeps that time.
        const firstTime = before.state === 'draft' && state === 'published';
        await this.news.repo.setState(id, state, firstTime ? this.clock.now() : null, trx);
      } else await this.indicators.repo.setKnowledgeState(id, state, trx);
      const after = await this.get(kind, id, trx);
      await this.audit.record(
        {
          admin,
          action: `${kind}.${target === 'published' ? 'publish' : 'unpublish'}`,
          target: `${kind}:${id}`,
          before: { state: before.state },
          after: { state: after.state },
        },
        trx,
      );
      return { before, after };
    });
    if (kind === 'news' && before.state !== after.state) {
      if (after.state === 'published') await this.news.announcePublished(id);
      else this.news.forgetSearches();
    }
    return after;
  }

  /** Stores a picture (PNG or JPEG by its bytes) and answers its public address. */
  async uploadImage(admin: AdminCredentials, bytes: Uint8Array): Promise<string> {
    const type = pictureType(bytes);
    if (!type) throw new DomainError('invalid', m.imageNotSupported, 'image_type');
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${type.ext}`;
    const url = `/api/v1/filepro/document_image/${name}`;
    await this.repo.db.transaction(async (trx) => {
      await this.repo.saveImage(name, { mime: type.mime, bytes }, admin.id, this.clock.now(), trx);
      await this.audit.record(
        {
          admin,
          action: 'document_image.upload',
          target: `image:${name}`,
          after: { url, bytes: bytes.length },
        },
        trx,
      );
    });
    return url;
  }

  async image(name: string): Promise<StoredImage> {
    const image = await this.repo.image(name);
    if (!image) throw new DomainError('not_found', m.imageNotFound, 'image_not_found');
    return image;
  }
}
