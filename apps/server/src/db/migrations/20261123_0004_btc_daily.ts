import type { Knex } from 'knex';

/**
 * Issue 5: one row per UTC day of Bitcoin history (Coin Metrics' PriceUSD, CapMrktCurUSD,
 * CapRealUSD, SplyCur). Every indicator chart (stock-to-flow, rainbow, NUPL, the whale MVRV-Z) is
 * derived from these four columns, so nothing else is stored. Doubles: 15–17 significant digits
 * hold a market cap of 10^12 dollars to the cent.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('btc_daily', (t) => {
    t.string('date', 10).primary();
    t.double('price').notNullable();
    t.double('market_cap').notNullable();
    t.double('realized_cap').notNullable();
    t.double('supply').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('btc_daily');
}
