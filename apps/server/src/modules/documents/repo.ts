import { randomUUID } from 'node:crypto';
import type { NewsTopic, NewsType } from '@coinsight/domain/api';
import type { DocumentState } from '@coinsight/domain/documents';
import { searchTokens } from '@coinsight/domain/news';
import type { Knex } from 'knex';
import { isSqlite, readInstant, type Db } from '../../db/knex.ts';
import { dedupeKeyOf } from '../news/repo.ts';

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

/** What a save writes of a news item. */
export interface NewsFields {
  title: string;
  html: string;
  plain: string;
  summary: string;
  type: NewsType;
  important: boolean;
  topic: NewsTopic;
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

export interface KnowledgeFields {
  groupId: number;
  title: string;
  headerKlg: string;
  detail: string[];
  html: string;
  /** The body's paragraphs as plain text, what getknowledgeall serves. */
  content: string;
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

  /** A new item, a draft; its related list is itself and its search tokens are stored. */
  async insertNews(
    fields: NewsFields,
    meta: { source: string; at: Date },
    trx: Knex.Transaction,
  ): Promise<number> {
    const [inserted] = await trx('news').insert({
      // Admin items come from no feed: a key of their own that no feed item can have.
      dedupe_key: dedupeKeyOf({ fallback: `admin:${randomUUID()}` }),
      title: fields.title,
      published_at: meta.at,
      type: fields.type,
      important: fields.important,
      topic: fields.topic,
      summary: fields.summary,
      source: meta.source,
      author: meta.source,
      link: null,
      related: '[]',
      html: fields.html,
      plain: fields.plain,
      ai_reading: null,
      created_at: meta.at,
      updated_at: meta.at,
      state: 'draft',
    });
    const id = Number(inserted);
    await trx('news')
      .where({ id })
      .update({ related: JSON.stringify([id]) });
    await this.writeTerms(id, fields, trx, false);
    return id;
  }

  /** A save: the text, its search tokens, and a new AI reading on the next read. */
  async updateNews(id: number, fields: NewsFields, at: Date, trx: Knex.Transaction) {
    await trx('news').where({ id }).update({
      title: fields.title,
      html: fields.html,
      plain: fields.plain,
      summary: fields.summary,
      type: fields.type,
      important: fields.important,
      topic: fields.topic,
      ai_reading: null,
      updated_at: at,
    });
    await this.writeTerms(id, fields, trx, true);
  }

  private async writeTerms(
    id: number,
    fields: NewsFields,
    trx: Knex.Transaction,
    replace: boolean,
  ) {
    const terms = searchTokens(`${fields.title}\n${fields.summary}\n${fields.plain}`).join(' ');
    if (this.sqlite) {
      if (replace) await trx.raw('DELETE FROM news_search WHERE rowid = ?', [id]);
      await trx.raw('INSERT INTO news_search (rowid, terms) VALUES (?, ?)', [id, terms]);
    } else if (replace) {
      await trx('news_search').insert({ news_id: id, terms }).onConflict('news_id').merge();
    } else await trx('news_search').insert({ news_id: id, terms });
  }

  async setNewsState(
    id: number,
    state: DocumentState,
    publishedAt: Date | null,
    trx: Knex.Transaction,
  ) {
    await trx('news')
      .where({ id })
      .update(publishedAt ? { state, published_at: publishedAt } : { state });
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

  private async nextPosition(groupId: number, trx: Knex.Transaction): Promise<number> {
    const [row] = (await trx('indicator_items')
      .where('group_id', groupId)
      .max({ p: 'position' })) as { p: number | string | null }[];
    return Number(row?.p ?? 0) + 1;
  }

  async insertKnowledge(fields: KnowledgeFields, at: Date, trx: Knex.Transaction): Promise<number> {
    const [inserted] = await trx('indicator_items').insert({
      group_id: fields.groupId,
      position: await this.nextPosition(fields.groupId, trx),
      title: fields.title,
      detail: JSON.stringify(fields.detail),
      chart_key: null,
      header_klg: fields.headerKlg,
      content: fields.content,
      html: fields.html,
      state: 'draft',
      updated_at: at,
    });
    return Number(inserted);
  }

  async updateKnowledge(
    id: number,
    fields: KnowledgeFields,
    movedGroup: boolean,
    at: Date,
    trx: Knex.Transaction,
  ) {
    await trx('indicator_items')
      .where({ id })
      .update({
        ...(movedGroup
          ? { group_id: fields.groupId, position: await this.nextPosition(fields.groupId, trx) }
          : {}),
        title: fields.title,
        detail: JSON.stringify(fields.detail),
        header_klg: fields.headerKlg,
        content: fields.content,
        html: fields.html,
        updated_at: at,
      });
  }

  async setKnowledgeState(id: number, state: DocumentState, trx: Knex.Transaction) {
    await trx('indicator_items').where({ id }).update({ state });
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
