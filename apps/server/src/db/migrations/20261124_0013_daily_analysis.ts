import type { Knex } from 'knex';

/**
 * Issue 15: one daily analysis record per Beijing day (technical and news sides).
 *
 * content holds the day's texts and lists as JSON (the contract's analysisContent): they are read
 * and written whole, never queried inside. history_date is the Bitcoin history day the technical
 * side read: earlier than the day while its close had not landed, so the schedule knows to write
 * the day again. An admin's edit sets edited_at, after which the schedule leaves the day alone.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('daily_analysis', (t) => {
    t.string('date', 10).primary();
    t.text('content', 'mediumtext').notNullable();
    t.string('history_date', 10).nullable();
    // 'offline' (the offline analyst), 'openai-compatible' (the provider wrote the texts) or 'admin'.
    t.string('written_by', 32).notNullable();
    t.datetime('generated_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.datetime('edited_at', { precision: 3 }).nullable();
    t.integer('edited_by_id').unsigned().nullable();
    t.string('edited_by_username', 150).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('daily_analysis');
}
