import type { Knex } from 'knex';

/**
 * Issue 17: the admin console.
 *
 * `admin_audit` keeps every admin action: who (the admin's id, and the name as it was, so a
 * deleted admin's entries still read), what (a dotted action name and the thing acted on), when,
 * and the record before and after as JSON text.
 *
 * `admins.role` is operator (运营) or superadmin (超级管理员); the admins that exist become
 * superadmins, which is what every admin could do before roles (the column's default, so an admin
 * created without a role, as older scripts do, keeps that power). `admins.created_at` is null for
 * them. `users.frozen_at` marks a frozen member (no login). `membership_adjustments` keeps each
 * change of days an admin made, with its reason, for the member page's history.
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
  await db.schema.alterTable('admins', (t) => {
    t.string('role', 16).notNullable().defaultTo('superadmin');
    t.datetime('created_at', { precision: 3 }).nullable();
  });
  await db.schema.alterTable('users', (t) => {
    t.datetime('frozen_at', { precision: 3 }).nullable();
  });
  await db.schema.createTable('membership_adjustments', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('admin_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admins')
      .onDelete('SET NULL');
    t.string('admin_username', 64).notNullable();
    t.integer('days').notNullable();
    t.string('reason', 200).notNullable();
    t.datetime('expiry_before', { precision: 3 }).nullable();
    t.datetime('expiry_after', { precision: 3 }).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('membership_adjustments');
  await db.schema.alterTable('users', (t) => {
    t.dropColumn('frozen_at');
  });
  await db.schema.alterTable('admins', (t) => {
    t.dropColumn('created_at');
    t.dropColumn('role');
  });
  await db.schema.dropTable('admin_audit');
}
