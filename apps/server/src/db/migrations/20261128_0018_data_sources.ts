import type { Knex } from 'knex';

/** The demo news generator's source names (providers/news/demo.ts), which no feed uses. */
const demoNewsSources = ['币见快讯', '链上观察', '币见研究院', '市场速递'];

/**
 * Issue 34: real sources by default, demo data only as a labelled fallback.
 *
 * - `source_status`: per outside source (ticker, btc, macro, news, calendar) what it serves now
 *   (real, demo or off), its last success, its last failure with the reason, and its next run, so
 *   the admin panel and the site's notice survive a restart and agree across instances.
 * - `news.demo`: the item came from the generator. News is the one fed table whose rows can mix
 *   sources (a feed's items beside the seed's until the first real read replaces them); the other
 *   fed tables already say where they came from (btc_daily through app_meta btc_daily_source,
 *   macro_series.source, calendar_events.origin and each figure's source). Rows stored before are
 *   the generator's exactly when their source is one of its names and they have no link.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('source_status', (t) => {
    t.string('source', 16).primary();
    t.string('mode', 8).notNullable();
    t.datetime('last_success_at', { precision: 3 }).nullable();
    t.string('last_error', 300).nullable();
    t.datetime('last_error_at', { precision: 3 }).nullable();
    t.datetime('next_run_at', { precision: 3 }).nullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
  await db.schema.alterTable('news', (t) => {
    t.boolean('demo').notNullable().defaultTo(false);
  });
  await db('news').whereIn('source', demoNewsSources).whereNull('link').update({ demo: true });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('news', (t) => {
    t.dropColumn('demo');
  });
  await db.schema.dropTable('source_status');
}
