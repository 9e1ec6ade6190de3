import type { Knex } from 'knex';

/** Issue 4: membership orders (one per payment) and the members' refund requests. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('orders', (t) => {
    t.increments('id').primary();
    t.string('out_trade_no', 64).notNullable().unique();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('vip_duration').notNullable();
    // Money is kept in fen (cents): no rounding between the plan, the gateway and refunds.
    t.integer('amount_cents').notNullable();
    t.string('pay_type', 16).notNullable();
    // One of the contract's orderStatuses (pending_payment, paid, pending_review, refund_…).
    t.string('status', 24).notNullable();
    // The gateway's trade number; unique, so one gateway trade can never pay two orders.
    t.string('trade_no', 64).nullable().unique();
    t.integer('refunded_cents').notNullable().defaultTo(0);
    t.string('reason', 500).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('paid_at', { precision: 3 }).nullable();
    // Set when the gateway reported a failed payment; the order stays unpaid.
    t.datetime('failed_at', { precision: 3 }).nullable();
    // The code the gateway answered POST payment with (qrcode or payurl): the QR page draws only this.
    t.string('pay_code', 1024).nullable();
    t.index(['user_id', 'created_at']);
  });
  await db.schema.createTable('refund_requests', (t) => {
    t.increments('id').primary();
    t.integer('order_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('orders')
      .onDelete('CASCADE');
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('amount_cents').notNullable();
    t.boolean('refundall').notNullable();
    t.string('reason', 500).notNullable();
    t.string('contact_info', 100).notNullable();
    // pending, processing (the gateway is being asked), approved or rejected.
    t.string('status', 16).notNullable();
    // The order's id while the request is open, NULL once answered: at most one open request per order.
    t.integer('open_order_id').unsigned().nullable().unique();
    t.string('reject_reason', 200).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('processed_at', { precision: 3 }).nullable();
    t.index(['status', 'created_at']);
    t.index(['order_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('refund_requests');
  await db.schema.dropTable('orders');
}
