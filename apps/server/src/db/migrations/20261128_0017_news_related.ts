import type { Knex } from 'knex';

/**
 * Issue 35: one story once, with its related news; and the calendar keeping the newest export of
 * a week.
 *
 * - `news.story_terms`: the item's terms and entities as the related-news score reads them
 *   (storyFeatures in @coinsight/domain/news), computed once at ingest so linking a new item reads
 *   its neighbours' terms instead of re-tokenising each of them. Null for rows stored before: they
 *   are read from their title and summary.
 * - `news_sources`: the other sources of a story. A near-duplicate from another feed is not stored
 *   as a second item; its source, link and dedupe key are added here (the key so that reading that
 *   feed again finds it known).
 * - `calendar_exports`: per week of the Forex Factory export (the Sunday it starts, New York
 *   time), the time of the newest export stored, so an older export read later cannot roll the
 *   consensus figures back.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('news', (t) => {
    t.text('story_terms').nullable();
  });
  await db.schema.createTable('news_sources', (t) => {
    t.increments('id').primary();
    t.integer('news_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('news')
      .onDelete('CASCADE');
    t.string('source', 80).notNullable();
    t.string('link', 500).nullable();
    t.string('dedupe_key', 64).notNullable().unique();
    t.datetime('published_at', { precision: 3 }).notNullable();
    t.index(['news_id']);
  });
  await db.schema.createTable('calendar_exports', (t) => {
    t.string('week', 10).primary();
    t.datetime('exported_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('calendar_exports');
  await db.schema.dropTableIfExists('news_sources');
  await db.schema.alterTable('news', (t) => {
    t.dropColumn('story_terms');
  });
}
