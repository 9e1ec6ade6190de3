import type { Knex } from 'knex';

/**
 * The key-value table every writer of shared data versions through (market, macro and calendar
 * bump a version key so another process's cache sees their ingest). Each area writes only its own
 * keys, inside its own transaction; the table itself is the core's (db/tableOwners.ts).
 */
export async function setMeta(trx: Knex.Transaction, key: string, value: string): Promise<void> {
  // Read first: MySQL counts an update that writes the same value as no affected row.
  const found = await trx('app_meta').where({ key }).first('key');
  if (found) await trx('app_meta').where({ key }).update({ value });
  else await trx('app_meta').insert({ key, value });
}

/** Whether `key` is set: a seed's marker, read before the seed does costly work it may not need. */
export async function hasMeta(db: Knex, key: string): Promise<boolean> {
  return (await db('app_meta').where({ key }).first('key')) !== undefined;
}

/** A fresh version value: a cache holding another one knows the data changed. */
export function newVersion(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}
