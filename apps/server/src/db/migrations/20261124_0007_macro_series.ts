import type { Knex } from 'knex';

/**
 * Issue 14: the macro and financial series. One row per series and day in macro_observations
 * (FRED's '.' is never stored: a missing day is a gap, as in FRED), and one row per series in
 * macro_series saying what filled it (demo, fred or file) and when it was last refreshed, which
 * the in-server schedule reads. Values are doubles: FRED publishes at most 15 significant digits.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('macro_observations', (t) => {
    t.string('series_id', 32).notNullable();
    t.string('date', 10).notNullable();
    t.double('value').notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.primary(['series_id', 'date']);
  });
  await db.schema.createTable('macro_series', (t) => {
    t.string('series_id', 32).primary();
    // demo (the generator), fred (FRED's API or CSV download) or file (an ingested CSV file).
    t.string('source', 8).notNullable();
    // When FRED was last asked (null: never), so the schedule knows which series is due.
    t.datetime('refreshed_at', { precision: 3 }).nullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('macro_series');
  await db.schema.dropTable('macro_observations');
}
