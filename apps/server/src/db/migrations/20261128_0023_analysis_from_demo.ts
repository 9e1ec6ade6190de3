import type { Knex } from 'knex';

/**
 * Issue 34: whether a day's analysis read generated data (the generated Bitcoin history, or
 * generated news of its day), so the schedule writes it again once both are real. The days written
 * while the stored history was generated are marked so here; an admin's edit never is.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('daily_analysis', (t) => {
    t.boolean('from_demo').notNullable().defaultTo(false);
  });
  const source = (await db('app_meta').where({ key: 'btc_daily_source' }).first('value')) as
    { value: string } | undefined;
  if (source?.value === 'demo')
    await db('daily_analysis').whereNull('edited_at').update({ from_demo: true });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('daily_analysis', (t) => {
    t.dropColumn('from_demo');
  });
}
