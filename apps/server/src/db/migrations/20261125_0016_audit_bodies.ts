import type { Knex } from 'knex';

function isSqlite(db: Knex): boolean {
  return String(db.client.config.client).includes('sqlite');
}

/**
 * The audit log keeps a document's whole state before and after an edit, and a document's body
 * may hold 200,000 characters (`documentHtmlMaxChars`): on MySQL/MariaDB a TEXT column stops at
 * 64 KiB, so saving a long article failed with a 500 ("Data too long for column 'after_json'",
 * found by the fuzz tests). MEDIUMTEXT holds 16 MiB; SQLite's TEXT has no such limit.
 */
export async function up(db: Knex): Promise<void> {
  if (isSqlite(db)) return;
  await db.schema.alterTable('admin_audit', (t) => {
    t.text('before_json', 'mediumtext').nullable().alter();
    t.text('after_json', 'mediumtext').nullable().alter();
  });
}

export async function down(db: Knex): Promise<void> {
  if (isSqlite(db)) return;
  await db.schema.alterTable('admin_audit', (t) => {
    t.text('before_json').nullable().alter();
    t.text('after_json').nullable().alter();
  });
}
