import type { Knex } from 'knex';

/**
 * Issue 19: an admin's TOTP second factor. The secret is kept sealed with a key derived from
 * SESSION_SECRET (AES-256-GCM), never in the clear; the one being enrolled waits in its own column
 * until the admin confirms it with a first code. `totp_last_step` is the 30-second step of the last
 * accepted code, so one code cannot log in twice. Recovery codes are kept as SHA-256 hashes and
 * marked when used, once.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('admins', (t) => {
    t.string('totp_secret', 255).nullable();
    t.string('totp_pending_secret', 255).nullable();
    t.datetime('totp_enabled_at', { precision: 3 }).nullable();
    t.bigInteger('totp_last_step').nullable();
  });
  await db.schema.createTable('admin_recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('admin_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('admins')
      .onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.datetime('used_at', { precision: 3 }).nullable();
    t.unique(['admin_id', 'code_hash']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes');
  await db.schema.alterTable('admins', (t) => {
    t.dropColumn('totp_secret');
    t.dropColumn('totp_pending_secret');
    t.dropColumn('totp_enabled_at');
    t.dropColumn('totp_last_step');
  });
}
