import { randomUUID } from 'node:crypto';
import type { NewsTopic, NewsType } from '@coinsight/domain/api';
import type { DocumentState } from '@coinsight/domain/documents';
import {
  searchTokens,
  storyFeatures,
  type SearchWord,
  type StoryItem,
} from '@coinsight/domain/news';
import type { Knex } from 'knex';
import { isSqlite, readInstant, type Db } from '../../db/knex.ts';
import { dedupeKeyOf } from '../../providers/news/dedupeKey.ts';
import type { ReadyNews } from '../../providers/news/types.ts';

/** A news item as stored. */
export interface StoredNews extends ReadyNews {
  id: number;
  related: number[];
  aiReading: string | null;
  /** Who wrote the reading: 'offline', the provider's name, 'admin'; null when unknown (stored before). */
  aiReadingBy: string | null;
}

/** What an ingest or the demo generator hands the repo: classified, sanitised, not yet stored. */
export type NewNews = ReadyNews;

/** What an editor's save writes of a news item (the documents area). */
export interface NewsFields {
  title: string;
  html: string;
  plain: string;
  summary: string;
  type: NewsType;
  important: boolean;
  topic: NewsTopic;
}

/** A stored item as the related-news score and the merge of one story read it. */
export interface StoryNeighbour extends StoryItem {
  related: number[];
}

/** One source that told a story: the item's own, then the others merged into it. */
export interface NewsSource {
  name: string;
  link: string | null;
}

/** Another source's telling of a stored story, merged into it instead of stored again. */
export interface MergedSource {
  source: string;
  link: string | null;
  dedupeKey: string;
  publishedAt: Date;
}

export interface ViewedRow {
  news: StoredNews;
  viewedAt: Date;
}

function parseRelated(value: unknown): number[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** The stored features, or (rows stored before issue 35, admin items) the title's and summary's. */
function featuresOf(row: Record<string, unknown>): string[] {
  if (typeof row.story_terms === 'string') {
    try {
      const parsed: unknown = JSON.parse(row.story_terms);
      if (Array.isArray(parsed)) return parsed.filter((f): f is string => typeof f === 'string');
    } catch {
      // Unreadable: computed afresh below.
    }
  }
  return storyFeatures({ title: String(row.title), summary: String(row.summary ?? '') });
}

function toNews(row: Record<string, unknown>): StoredNews {
  return {
    id: Number(row.id),
    dedupeKey: String(row.dedupe_key),
    title: String(row.title),
    publishedAt: readInstant(row.published_at) ?? new Date(0),
    type: row.type as NewsType,
    important: Boolean(row.important),
    topic: row.topic as NewsTopic,
    summary: String(row.summary),
    source: String(row.source),
    author: String(row.author),
    link: (row.link as string | null) ?? null,
    related: parseRelated(row.related),
    html: String(row.html ?? ''),
    plain: String(row.plain ?? ''),
    aiReading: (row.ai_reading as string | null) ?? null,
    aiReadingBy: (row.ai_reading_by as string | null) ?? null,
    demo: Boolean(row.demo),
  };
}

/** Columns of a card (no body): what the list, search and the timeline read. */
const cardColumns = [
  'id',
  'dedupe_key',
  'title',
  'published_at',
  'type',
  'important',
  'topic',
  'summary',
  'source',
  'author',
  'link',
  'related',
  'demo',
];

/**
 * Members see only published news (issue 17: an admin's draft or an item taken down is hidden
 * from the list, search, detail, timeline, recently viewed and the announce job alike).
 */
const shownState = 'published';

/** LIKE's own characters taken literally ('!' escapes: a backslash means different things in MySQL and SQLite literals). */
const likePattern = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

export class NewsRepo {
  constructor(private readonly db: Db) {}

  private get sqlite() {
    return isSqlite(this.db);
  }

  /** Which of these dedupe keys are stored already, as an item or as a source merged into one. */
  async knownKeys(keys: readonly string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let i = 0; i < keys.length; i += 500)
      for (const table of ['news', 'news_sources']) {
        const rows = (await this.db(table)
          .whereIn('dedupe_key', keys.slice(i, i + 500))
          .select('dedupe_key')) as { dedupe_key: string }[];
        for (const row of rows) known.add(row.dedupe_key);
      }
    return known;
  }

  /**
   * Stores the items whose key is new, with their search tokens, in one transaction; answers the
   * stored ones (ids set, related = their own id until linked). A key stored meanwhile by another
   * run is skipped, not an error.
   */
  async insertNew(items: readonly NewNews[], now: Date): Promise<StoredNews[]> {
    if (items.length === 0) return [];
    const known = await this.knownKeys(items.map((i) => i.dedupeKey));
    const fresh = [...new Map(items.map((i) => [i.dedupeKey, i])).values()].filter(
      (i) => !known.has(i.dedupeKey),
    );
    const stored: StoredNews[] = [];
    await this.db.transaction(async (trx) => {
      for (const item of fresh) {
        const row = {
          dedupe_key: item.dedupeKey,
          title: item.title,
          published_at: item.publishedAt,
          type: item.type,
          important: item.important,
          topic: item.topic,
          summary: item.summary,
          source: item.source,
          author: item.author,
          link: item.link,
          related: '[]',
          html: item.html,
          plain: item.plain,
          ai_reading: null,
          story_terms: JSON.stringify(storyFeatures(item)),
          demo: item.demo === true,
          created_at: now,
        };
        // SQLite has one writer, so the keys checked above are still new; on MySQL another
        // instance may have stored one meanwhile: INSERT IGNORE then answers id 0.
        const inserted = this.sqlite
          ? await trx('news').insert(row)
          : await trx('news').insert(row).onConflict('dedupe_key').ignore();
        const id = Number(inserted[0]);
        if (!id) continue;
        await trx('news')
          .where({ id })
          .update({ related: JSON.stringify([id]) });
        await this.writeTerms(id, item, trx, false);
        stored.push({ ...item, id, related: [id], aiReading: null, aiReadingBy: null });
      }
    });
    return stored;
  }

  /**
   * An editor's new item (the documents area), a draft: its related list is itself and its search
   * tokens are stored, in the editor's transaction.
   */
  async insertDraft(
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

  /** An editor's save: the text, its search tokens, and a new AI reading on the next read. */
  async saveText(id: number, fields: NewsFields, at: Date, trx: Knex.Transaction) {
    await trx('news').where({ id }).update({
      title: fields.title,
      html: fields.html,
      plain: fields.plain,
      summary: fields.summary,
      type: fields.type,
      important: fields.important,
      topic: fields.topic,
      ai_reading: null,
      ai_reading_by: null,
      updated_at: at,
    });
    await this.writeTerms(id, fields, trx, true);
  }

  /** Publishes or unpublishes; `publishedAt` dates a first publication. */
  async setState(
    id: number,
    state: DocumentState,
    publishedAt: Date | null,
    trx: Knex.Transaction,
  ) {
    await trx('news')
      .where({ id })
      .update(publishedAt ? { state, published_at: publishedAt } : { state });
  }

  private async writeTerms(
    id: number,
    text: { title: string; summary: string; plain: string },
    trx: Knex.Transaction,
    replace: boolean,
  ) {
    const terms = searchTokens(`${text.title}\n${text.summary}\n${text.plain}`).join(' ');
    if (this.sqlite) {
      if (replace) await trx.raw('DELETE FROM news_search WHERE rowid = ?', [id]);
      await trx.raw('INSERT INTO news_search (rowid, terms) VALUES (?, ?)', [id, terms]);
    } else if (replace) {
      await trx('news_search').insert({ news_id: id, terms }).onConflict('news_id').merge();
    } else await trx('news_search').insert({ news_id: id, terms });
  }

  /** Items published in [from, to), newest first, a page of them and how many there are. */
  async listBetween(
    from: Date,
    to: Date,
    offset: number,
    limit: number,
  ): Promise<{ items: StoredNews[]; total: number }> {
    const range = () =>
      this.db('news')
        .where('published_at', '>=', from)
        .andWhere('published_at', '<', to)
        .andWhere('state', shownState);
    const [rows, counted] = await Promise.all([
      range()
        .select(cardColumns)
        .orderBy([
          { column: 'published_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .offset(offset)
        .limit(limit) as Promise<Record<string, unknown>[]>,
      range().count({ n: '*' }) as Promise<{ n: number | string }[]>,
    ]);
    return { items: rows.map(toNews), total: Number(counted[0]?.n ?? 0) };
  }

  /**
   * Items holding every word, newest first. The full-text index finds those with all the words'
   * tokens; words longer than one token are then checked in the text itself, as a substring.
   */
  async search(
    words: readonly SearchWord[],
    offset: number,
    limit: number,
  ): Promise<{ items: StoredNews[]; total: number }> {
    if (words.length === 0) return { items: [], total: 0 };
    const tokens = [...new Set(words.flatMap((w) => w.tokens))];
    // MySQL/MariaDB: from the full-text index into news by primary key (an IN subquery there is
    // re-evaluated per news row); SQLite materialises the FTS5 subquery once.
    const found = () => {
      const query = this.sqlite
        ? this.db('news as n').whereRaw(
            'n.id IN (SELECT rowid FROM news_search WHERE news_search MATCH ?)',
            [tokens.map((t) => `"${t}"`).join(' AND ')],
          )
        : this.db('news_search as s')
            .join('news as n', 'n.id', 's.news_id')
            .whereRaw('MATCH(s.terms) AGAINST (? IN BOOLEAN MODE)', [
              tokens.map((t) => `+${t}`).join(' '),
            ]);
      query.andWhere('n.state', shownState);
      for (const { word } of words.filter((w) => !w.exact)) {
        const pattern = likePattern(word);
        query.andWhere((q) =>
          q
            .whereRaw(`n.title LIKE ? ESCAPE '!'`, [pattern])
            .orWhereRaw(`n.summary LIKE ? ESCAPE '!'`, [pattern])
            .orWhereRaw(`n.plain LIKE ? ESCAPE '!'`, [pattern]),
        );
      }
      return query;
    };
    // Ids first, the cards after: sorting thousands of hits with their text columns would spill
    // MySQL's temporary table to disk.
    const [page, counted] = await Promise.all([
      found()
        .select('n.id')
        .orderBy([
          { column: 'n.published_at', order: 'desc' },
          { column: 'n.id', order: 'desc' },
        ])
        .offset(offset)
        .limit(limit) as Promise<{ id: number }[]>,
      found().count({ n: '*' }) as Promise<{ n: number | string }[]>,
    ]);
    const ids = page.map((row) => Number(row.id));
    const cards = new Map((await this.cardsByIds(ids)).map((card) => [card.id, card]));
    const rows = ids.flatMap((id) => cards.get(id) ?? []);
    return { items: rows, total: Number(counted[0]?.n ?? 0) };
  }

  async byId(id: number): Promise<StoredNews | null> {
    const row = (await this.db('news').where({ id, state: shownState }).first()) as
      Record<string, unknown> | undefined;
    return row ? toNews(row) : null;
  }

  /** Cards of these ids that exist, oldest first. */
  async cardsByIds(ids: readonly number[]): Promise<StoredNews[]> {
    if (ids.length === 0) return [];
    const rows = (await this.db('news')
      .whereIn('id', [...new Set(ids)])
      .andWhere('state', shownState)
      .select(cardColumns)
      .orderBy([
        { column: 'published_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])) as Record<string, unknown>[];
    return rows.map(toNews);
  }

  /** Cards published in [from, to): candidates for related-news links. */
  async cardsBetween(from: Date, to: Date, limit = 500): Promise<StoredNews[]> {
    const rows = (await this.db('news')
      .where('published_at', '>=', from)
      .andWhere('published_at', '<', to)
      .andWhere('state', shownState)
      .select(cardColumns)
      .orderBy('published_at', 'desc')
      .limit(limit)) as Record<string, unknown>[];
    return rows.map(toNews);
  }

  /**
   * Published items of [from, to), generated or real as `demo` says, with their features and
   * related lists, newest first, at most `limit`: the neighbours a new item is scored against.
   */
  async storyWindow(from: Date, to: Date, demo: boolean, limit = 2000): Promise<StoryNeighbour[]> {
    const rows = (await this.db('news')
      .where('published_at', '>=', from)
      .andWhere('published_at', '<', to)
      .andWhere('demo', demo)
      .andWhere('state', shownState)
      .select('id', 'title', 'summary', 'source', 'published_at', 'related', 'story_terms')
      .orderBy('published_at', 'desc')
      .limit(limit)) as Record<string, unknown>[];
    return rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      source: String(row.source),
      publishedAt: readInstant(row.published_at) ?? new Date(0),
      features: featuresOf(row),
      related: parseRelated(row.related),
    }));
  }

  /**
   * Adds another source's telling to a stored story; false when its key was stored meanwhile
   * (another run merged or stored it).
   */
  async addSource(newsId: number, merged: MergedSource): Promise<boolean> {
    const row = {
      news_id: newsId,
      source: merged.source,
      link: merged.link,
      dedupe_key: merged.dedupeKey,
      published_at: merged.publishedAt,
    };
    if ((await this.knownKeys([merged.dedupeKey])).size > 0) return false;
    const inserted = await this.db('news_sources').insert(row).onConflict('dedupe_key').ignore();
    // SQLite has one writer, so the key checked above is still new; MySQL's INSERT IGNORE answers
    // id 0 when another instance stored it meanwhile.
    return this.sqlite || Number(inserted[0] ?? 0) > 0;
  }

  /** The sources that told an item's story: its own first, then the merged ones as they came. */
  async sourcesOf(news: {
    id: number;
    source: string;
    link: string | null;
  }): Promise<NewsSource[]> {
    const rows = (await this.db('news_sources')
      .where({ news_id: news.id })
      .select('source', 'link')
      .orderBy('id', 'asc')) as { source: string; link: string | null }[];
    return [
      { name: news.source, link: news.link },
      ...rows.map((r) => ({ name: r.source, link: r.link })),
    ];
  }

  /** Sets several items' related lists in one transaction (one commit, not one per item). */
  async setRelatedMany(lists: ReadonlyMap<number, readonly number[]>): Promise<void> {
    if (lists.size === 0) return;
    await this.db.transaction(async (trx) => {
      for (const [id, related] of lists)
        await trx('news')
          .where({ id })
          .update({ related: JSON.stringify(related) });
    });
  }

  async setRelated(id: number, related: readonly number[]): Promise<void> {
    await this.db('news')
      .where({ id })
      .update({ related: JSON.stringify(related) });
  }

  /** Stores a reading and who wrote it; an admin's reading is never replaced. */
  async setReading(id: number, reading: string, by: string): Promise<void> {
    await this.db('news')
      .where({ id })
      .where((q) => q.whereNull('ai_reading_by').orWhereNot('ai_reading_by', 'admin'))
      .update({ ai_reading: reading, ai_reading_by: by });
  }

  /** Records a view; viewing again moves the item to the front. */
  async recordView(userId: number, newsId: number, at: Date): Promise<void> {
    await this.db('news_views')
      .insert({ user_id: userId, news_id: newsId, viewed_at: at })
      .onConflict(['user_id', 'news_id'])
      .merge({ viewed_at: at });
  }

  /** The member's latest views, most recent first. */
  async recentlyViewed(userId: number, limit: number): Promise<ViewedRow[]> {
    const rows = (await this.db('news_views as v')
      .join('news as n', 'n.id', 'v.news_id')
      .where('v.user_id', userId)
      .andWhere('n.state', shownState)
      .select(cardColumns.map((c) => `n.${c}`))
      .select('v.viewed_at')
      .orderBy([
        { column: 'v.viewed_at', order: 'desc' },
        { column: 'v.id', order: 'desc' },
      ])
      .limit(limit)) as Record<string, unknown>[];
    return rows.map((row) => ({
      news: toNews(row),
      viewedAt: readInstant(row.viewed_at) ?? new Date(0),
    }));
  }

  async maxId(): Promise<number> {
    const [row] = (await this.db('news').max({ id: 'id' })) as { id: number | string | null }[];
    return Number(row?.id ?? 0);
  }

  /** Cards with an id above `id`, in id order. */
  async cardsAfter(id: number, limit: number): Promise<StoredNews[]> {
    const rows = (await this.db('news')
      .where('id', '>', id)
      .andWhere('state', shownState)
      .select(cardColumns)
      .orderBy('id', 'asc')
      .limit(limit)) as Record<string, unknown>[];
    return rows.map(toNews);
  }

  async count(): Promise<number> {
    const [row] = (await this.db('news').count({ n: '*' })) as { n: number | string }[];
    return Number(row?.n ?? 0);
  }

  /** Whether any stored item is the generator's (a feed read removes them all). */
  async anyDemo(): Promise<boolean> {
    return (await this.db('news').where({ demo: true }).first('id')) !== undefined;
  }
}
