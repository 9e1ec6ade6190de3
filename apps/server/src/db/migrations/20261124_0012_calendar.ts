import type { Knex } from 'knex';

/**
 * Issue 15: the economic calendar. One row per release (an indicator at a time, stored in UTC),
 * with its three figures as published text and where each came from: fred (computed from the
 * macro catalogue's series once the release landed), online (CALENDAR_URL), file (an ingested
 * file) or demo. `origin` is the provider that scheduled the release: the first real import
 * (online or file) removes the demo generator's releases, so a real calendar never mixes with
 * invented ones.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('calendar_events', (t) => {
    t.increments('id').primary();
    t.string('indicator_id', 64).notNullable();
    t.datetime('pub_time', { precision: 3 }).notNullable();
    t.string('indicator_name', 160).notNullable();
    t.string('country', 16).notNullable();
    t.string('category', 16).notNullable();
    t.tinyint('star').notNullable();
    // Figures as text in the unit the name states ('3.2', '-0.1', '18.0'); null: not (yet) known.
    t.string('actual', 32).nullable();
    t.string('actual_source', 8).nullable();
    t.string('consensus', 32).nullable();
    t.string('consensus_source', 8).nullable();
    t.string('previous', 32).nullable();
    t.string('previous_source', 8).nullable();
    t.string('origin', 8).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    // The same release read again (each poll of the weekly export) updates its row.
    t.unique(['indicator_id', 'pub_time']);
    // economic/date: one Beijing day's releases.
    t.index(['pub_time']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('calendar_events');
}
