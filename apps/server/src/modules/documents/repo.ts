import type { NewsTopic, NewsType } from '@coinsight/domain/api';
import type { DocumentState } from '@coinsight/domain/documents';
import type { Knex } from 'knex';
import { isSqlite, readInstant, type Db } from '../../db/knex.ts';

/** A news item as the editor reads it, whatever its state. */
export interface NewsRecord {
  id: number;
  title: string;
  html: string;
  summary: string;
  type: NewsType;
  important: boolean;
  topic: NewsTopic;
  source: string;
  state: DocumentState;
  publishedAt: Date;
  updatedAt: Date | null;
}

/** A knowledge article as the editor reads it. html is null for the shipped catalogue. */
export interface KnowledgeRecord {
  id: number;
  groupId: number;
  groupTitle: string;
  title: string;
  headerKlg: string;
  detail: string[];
  content: string;
  html: string | null;
  state: DocumentState;
  updatedAt: Date | null;
}

export interface ListQuery {
  state?: DocumentState | undefined;
  q?: string | undefined;
  offset: number;
  limit: number;
}

export interface StoredImage {
  mime: string;
  image: Buffer;
}

/** LIKE's own characters taken literally ('!' escapes, the same on MySQL and SQLite). */
const likePattern = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

function readDetail(text: unknown): string[] {
  try {
    const value: unknown = JSON.parse(String(text));
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

function toNews(row: Record<string, unknown>): NewsRecord {
  return {
    id: Number(row.id),
    title: String(row.title),
    html: String(row.html ?? ''),
    summary: String(row.summary),
    type: row.type as NewsType,
    important: Boolean(row.important),
    topic: row.topic as NewsTopic,
    source: String(row.source),
    state: row.state as DocumentState,
    publishedAt: readInstant(row.published_at) ?? new Date(0),
    updatedAt: readInstant(row.updated_at),
  };
}

function toKnowledge(row: Record<string, unknown>): KnowledgeRecord {
  return {
    id: Number(row.id),
    groupId: Number(row.group_id),
    groupTitle: String(row.group_title),
    title: String(row.title),
    headerKlg: String(row.header_klg ?? ''),
    detail: readDetail(row.detail),
    content: String(row.content ?? ''),
    html: (row.html as string | null) ?? null,
    state: row.state as DocumentState,
    updatedAt: readInstant(row.updated_at),
  };
}

const newsColumns = [
  'id',
  'title',
  'html',
  'summary',
  'type',
  'important',
  'topic',
  'source',
  'state',
  'published_at',
  'updated_at',
];

const knowledgeColumns = [
  'i.id',
  'i.group_id',
  'g.title as group_title',
  'i.title',
  'i.header_klg',
  'i.detail',
  'i.content',
  'i.html',
  'i.state',
  'i.updated_at',
];

/**
 * The documents' queries: news items and knowledge articles in every state (the news and
 * indicators areas read only published ones), and the pictures of their bodies.
 */
export class DocumentsRepo {
  constructor(readonly db: Db) {}

  private get sqlite() {
    return isSqlite(this.db);
  }

  async newsPage(query: ListQuery): Promise<{ rows: NewsRecord[]; total: number }> {
    const found = () => {
      const q = this.db('news');
      if (query.state) q.where('state', query.state);
      if (query.q)
        q.whereRaw(`LOWER(title) LIKE ? ESCAPE '!'`, [likePattern(query.q.toLowerCase())]);
      return q;
    };
    const [rows, counted] = await Promise.all([
      found()
        .select(newsColumns)
        // Drafts first: what the admin is writing, above the feed's thousands of items.
        .orderByRaw(`CASE WHEN state = 'draft' THEN 0 ELSE 1 END`)
        .orderBy([
          { column: 'published_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .offset(query.offset)
        .limit(query.limit) as Promise<Record<string, unknown>[]>,
      found().count({ n: '*' }) as Promise<{ n: number | string }[]>,
    ]);
    return { rows: rows.map(toNews), total: Number(counted[0]?.n ?? 0) };
  }

  async news(id: number, trx?: Knex.Transaction): Promise<NewsRecord | null> {
    const query = (trx ?? this.db)('news').where({ id }).select(newsColumns).first();
    if (trx && !this.sqlite) query.forUpdate();
    const row = (await query) as Record<string, unknown> | undefined;
    return row ? toNews(row) : null;
  }

  async knowledgeGroups(): Promise<{ id: number; title: string }[]> {
    const rows = await this.db('indicator_groups')
      .where('mode', 'knowledge')
      .orderBy('position')
      .select<{ id: number; title: string }[]>('id', 'title');
    return rows.map((g) => ({ id: Number(g.id), title: g.title }));
  }

  private knowledgeQuery(db: Db | Knex.Transaction = this.db) {
    return db('indicator_items as i')
      .join('indicator_groups as g', 'g.id', 'i.group_id')
      .where('g.mode', 'knowledge');
  }

  async knowledgePage(query: ListQuery): Promise<{ rows: KnowledgeRecord[]; total: number }> {
    const found = () => {
      const q = this.knowledgeQuery();
      if (query.state) q.andWhere('i.state', query.state);
      if (query.q)
        q.andWhereRaw(`LOWER(i.title) LIKE ? ESCAPE '!'`, [likePattern(query.q.toLowerCase())]);
      return q;
    };
    const [rows, counted] = await Promise.all([
      found()
        .select(knowledgeColumns)
        .orderBy([{ column: 'g.position' }, { column: 'i.position' }])
        .offset(query.offset)
        .limit(query.limit) as Promise<Record<string, unknown>[]>,
      found().count({ n: '*' }) as Promise<{ n: number | string }[]>,
    ]);
    return { rows: rows.map(toKnowledge), total: Number(counted[0]?.n ?? 0) };
  }

  async knowledge(id: number, trx?: Knex.Transaction): Promise<KnowledgeRecord | null> {
    const row = (await this.knowledgeQuery(trx)
      .andWhere('i.id', id)
      .select(knowledgeColumns)
      .first()) as Record<string, unknown> | undefined;
    return row ? toKnowledge(row) : null;
  }

  async isKnowledgeGroup(groupId: number, trx: Knex.Transaction): Promise<boolean> {
    const query = trx('indicator_groups').where({ id: groupId, mode: 'knowledge' }).first('id');
    // Locks the group so two articles added at once do not take the same last position.
    if (!this.sqlite) query.forUpdate();
    return (await query) !== undefined;
  }

  /** Stores a picture once per name (its hash): uploading it again changes nothing. */
  async saveImage(
    name: string,
    image: { mime: string; bytes: Uint8Array },
    adminId: number,
    at: Date,
    trx: Knex.Transaction,
  ): Promise<void> {
    await trx('document_images')
      .insert({
        name,
        mime: image.mime,
        image: Buffer.from(image.bytes),
        bytes: image.bytes.length,
        uploaded_by: adminId,
        created_at: at,
      })
      .onConflict('name')
      .ignore();
  }

  async image(name: string): Promise<StoredImage | null> {
    const row = (await this.db('document_images').where({ name }).first('mime', 'image')) as
      { mime: string; image: Buffer } | undefined;
    return row ? { mime: row.mime, image: row.image } : null;
  }
}
