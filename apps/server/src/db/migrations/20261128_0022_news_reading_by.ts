import type { Knex } from 'knex';

/**
 * Issue 34: who wrote a news item's stored AI reading — 'offline' (the offline rules, no API key),
 * the provider's name, or 'admin' — so that a view with a provider configured rewrites an offline
 * reading and never an admin's. Null for readings stored before (the service tells an offline one
 * by its text) and for items not read yet.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('news', (t) => {
    t.string('ai_reading_by', 40).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('news', (t) => {
    t.dropColumn('ai_reading_by');
  });
}
