import type { Knex } from 'knex';

function isSqlite(db: Knex): boolean {
  return String(db.client.config.client).includes('sqlite');
}

/**
 * Issue 13: news items, the members' views (recently viewed) and the search index.
 *
 * Search: the server turns each item's text into ASCII tokens of its own (Chinese bigrams, Latin
 * words: searchTokens in @coinsight/domain/news) and the database indexes those with its own
 * full-text index: InnoDB FULLTEXT on MySQL and MariaDB, FTS5 on SQLite. Neither needs a Chinese
 * parser (MariaDB has no ngram parser; FTS5's trigram tokenizer misses two-character words).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('news', (t) => {
    t.increments('id').primary();
    // sha256 of the feed item's guid (else its link), or of the demo generator's own key: what
    // makes ingesting the same feed twice store each item once.
    t.string('dedupe_key', 64).notNullable().unique();
    t.string('title', 300).notNullable();
    t.datetime('published_at', { precision: 3 }).notNullable();
    // bullish, bullish-1, bearish, bearish-1 or neutral (@coinsight/domain/api newsTypes).
    t.string('type', 10).notNullable();
    t.boolean('important').notNullable().defaultTo(false);
    // 加密货币, 宏观经济, 金融市场 or 政策监管 (topicOf in @coinsight/domain/news).
    t.string('topic', 8).notNullable();
    t.text('summary').notNullable();
    t.string('source', 80).notNullable();
    t.string('author', 80).notNullable();
    t.string('link', 500).nullable();
    // A JSON array of ids, this item's own included (treenews takes it as is).
    t.text('related').notNullable();
    // Sanitised when stored (providers/news/sanitize.ts): served as is.
    t.text('html', 'mediumtext').notNullable();
    // The body's text without tags, for search's final check of longer words.
    t.text('plain', 'mediumtext').notNullable();
    t.text('ai_reading').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    // The list: a range of days, newest first.
    t.index(['published_at', 'id']);
  });
  await db.schema.createTable('news_views', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('news_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('news')
      .onDelete('CASCADE');
    t.datetime('viewed_at', { precision: 3 }).notNullable();
    // One row per member and item: viewing again moves it to the front.
    t.unique(['user_id', 'news_id']);
    // Recently viewed: a member's ten latest.
    t.index(['user_id', 'viewed_at']);
    t.index(['news_id']);
  });
  if (isSqlite(db)) {
    // rowid is the news id; tokens are ASCII words, so the ascii tokenizer reads them as written.
    await db.raw(`CREATE VIRTUAL TABLE news_search USING fts5(terms, tokenize = 'ascii')`);
    return;
  }
  await db.schema.createTable('news_search', (t) => {
    t.integer('news_id').unsigned().primary().references('id').inTable('news').onDelete('CASCADE');
    t.text('terms', 'mediumtext').notNullable();
  });
  await db.raw('ALTER TABLE news_search ADD FULLTEXT INDEX news_search_terms (terms)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('news_search');
  await db.schema.dropTableIfExists('news_views');
  await db.schema.dropTableIfExists('news');
}
