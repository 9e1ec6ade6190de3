import type { Knex } from 'knex';

/**
 * Issue 17: the admin console. `admin_audit` keeps every admin action: who (the admin's id, and
 * the name as it was, so a deleted admin's entries still read), what (a dotted action name and the
 * thing acted on), when, and the record before and after as JSON text.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('admin_audit', (t) => {
    t.increments('id').primary();
    t.integer('admin_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admins')
      .onDelete('SET NULL');
    t.string('admin_username', 64).notNullable();
    t.string('action', 64).notNullable();
    t.string('target', 128).notNullable();
    t.text('before_json').nullable();
    t.text('after_json').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['created_at']);
    t.index(['action', 'created_at']);
    t.index(['admin_id', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admin_audit');
}
