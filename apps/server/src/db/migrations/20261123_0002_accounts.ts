import type { Knex } from 'knex';

/** Issue 3: recovery e-mail and inviter on users; password-reset links, slider-captcha challenges and passes, the mail outbox. */
function isSqlite(db: Knex): boolean {
  return String(db.client.config.client).includes('sqlite');
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (t) => {
    // Stored lower-cased; recovery compares without regard to case.
    t.string('email', 254).nullable();
  });
  if (isSqlite(db)) {
    // knex would rebuild the SQLite table to add a foreign key, and the rebuild's DROP cascades to
    // every session; SQLite's own ADD COLUMN takes a REFERENCES clause when the default is NULL.
    await db.raw(
      'ALTER TABLE `users` ADD COLUMN `invited_by` integer NULL REFERENCES `users` (`id`) ON DELETE SET NULL',
    );
  } else {
    await db.schema.alterTable('users', (t) => {
      t.integer('invited_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL');
    });
  }
  await db.schema.createTable('password_resets', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    // The SHA-256 of the mailed token: the table alone resets no password.
    t.string('token_hash', 64).notNullable().unique();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('expires_at', { precision: 3 }).notNullable();
    t.datetime('used_at', { precision: 3 }).nullable();
    t.index(['user_id', 'used_at']);
  });
  // Challenges and passes are kept by the SHA-256 of what the browser holds, for the same reason.
  for (const table of ['captcha_challenges', 'captcha_passes']) {
    await db.schema.createTable(table, (t) => {
      t.string('id_hash', 64).primary();
      t.datetime('issued_at', { precision: 3 }).notNullable();
      t.datetime('expires_at', { precision: 3 }).notNullable();
      t.datetime('used_at', { precision: 3 }).nullable();
      t.index(['expires_at']);
    });
  }
  await db.schema.createTable('outbox', (t) => {
    t.increments('id').primary();
    t.string('to', 254).notNullable();
    t.string('subject', 255).notNullable();
    t.text('text').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('outbox');
  await db.schema.dropTable('captcha_passes');
  await db.schema.dropTable('captcha_challenges');
  await db.schema.dropTable('password_resets');
  if (!isSqlite(db)) {
    await db.schema.alterTable('users', (t) => {
      t.dropForeign(['invited_by']);
    });
  }
  await db.schema.alterTable('users', (t) => {
    t.dropColumn('invited_by');
    t.dropColumn('email');
  });
}
