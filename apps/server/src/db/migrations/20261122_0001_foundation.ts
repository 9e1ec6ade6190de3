import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('phone', 20).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.string('invite_code', 16).notNullable().unique();
    t.datetime('vip_expiry', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('last_login', { precision: 3 }).nullable();
  });
  await db.schema.createTable('admins', (t) => {
    t.increments('id').primary();
    t.string('username', 64).notNullable().unique();
    t.string('password_hash', 255).notNullable();
  });
  await db.schema.createTable('sessions', (t) => {
    // The SHA-256 of the cookie's token: a leaked table does not hand out live sessions.
    t.string('id', 64).primary();
    t.integer('user_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('admin_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admins')
      .onDelete('CASCADE');
    t.string('window_id', 64).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('last_seen_at', { precision: 3 }).notNullable();
    t.datetime('ended_at', { precision: 3 }).nullable();
    t.index(['user_id', 'ended_at']);
  });
  await db.schema.createTable('app_meta', (t) => {
    t.string('key', 64).primary();
    t.string('value', 255).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('sessions');
  await db.schema.dropTable('admins');
  await db.schema.dropTable('users');
  await db.schema.dropTable('app_meta');
}
