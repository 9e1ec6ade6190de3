import type { Knex } from 'knex';

/**
 * Issue 36: an answer keeps the facts from the product's data it was grounded in (JSON: key,
 * title, text, page each), so a reopened conversation still lists them under the answer. Null
 * for questions, for answers stored before, and for answers that used none.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('ai_messages', (t) => {
    t.text('facts').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('ai_messages', (t) => {
    t.dropColumn('facts');
  });
}
