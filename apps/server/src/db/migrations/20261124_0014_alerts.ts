import type { Knex } from 'knex';

/**
 * Issue 17: members' indicator and price alerts. `rule` is the alert as the contract takes it
 * (JSON, alertRule in @coinsight/domain/alerts); kind, direction and level repeat what the price
 * ticks filter on, so a tick reads only the alerts it may change. armed and band are the
 * once-per-crossing state (AlertState), changed by compare-and-set so that several instances hearing
 * the same tick deliver it once.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('member_alerts', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    // nupl_zone, rainbow_band, mvrv_z or price.
    t.string('kind', 16).notNullable();
    t.text('rule').notNullable();
    // above or below for mvrv_z and price, else null.
    t.string('direction', 5).nullable();
    t.double('level').nullable();
    t.boolean('armed').notNullable();
    t.integer('band').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('last_fired_at', { precision: 3 }).nullable();
    t.index(['user_id']);
    t.index(['kind', 'armed']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('member_alerts');
}
