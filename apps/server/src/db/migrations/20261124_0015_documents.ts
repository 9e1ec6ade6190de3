import type { Knex } from 'knex';

function isSqlite(db: Knex): boolean {
  return String(db.client.config.client).includes('sqlite');
}

/**
 * Issue 17: documents admins write. News items and knowledge articles get a state (draft,
 * published, unpublished: @coinsight/domain/documents) — members see only published ones —
 * and the time of their last save; articles keep the rich body the admin wrote (their plain
 * `content` stays what getknowledgeall serves). Pictures of document bodies are stored here.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('news', (t) => {
    // Everything stored before (feeds, the demo) was shown: published.
    t.string('state', 12).notNullable().defaultTo('published');
    t.datetime('updated_at', { precision: 3 }).nullable();
  });
  await db.schema.alterTable('indicator_items', (t) => {
    t.string('state', 12).notNullable().defaultTo('published');
    // Sanitised HTML an admin saved; null for the shipped catalogue (its content's paragraphs).
    t.text('html', 'mediumtext').nullable();
    t.datetime('updated_at', { precision: 3 }).nullable();
  });
  await db.schema.createTable('document_images', (t) => {
    // SHA-256 of the bytes, hex, and the extension: the picture's public name.
    t.string('name', 70).primary();
    t.string('mime', 20).notNullable();
    if (isSqlite(db)) t.binary('image').notNullable();
    else t.specificType('image', 'mediumblob').notNullable();
    t.integer('bytes').notNullable();
    t.integer('uploaded_by')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admins')
      .onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('document_images');
  await db.schema.alterTable('indicator_items', (t) => {
    t.dropColumn('updated_at');
    t.dropColumn('html');
    t.dropColumn('state');
  });
  await db.schema.alterTable('news', (t) => {
    t.dropColumn('updated_at');
    t.dropColumn('state');
  });
}
