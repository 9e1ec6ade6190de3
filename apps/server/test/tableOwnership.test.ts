import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateLatest, openDb } from '../src/db/knex.ts';
import { tableOwners } from '../src/db/tableOwners.ts';
import { tableWrites } from './tableWrites.ts';

const modulesDir = join(import.meta.dirname, '../src/modules');
const owners: Record<string, string> = tableOwners;
const tables = new Set(Object.keys(owners));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The writes a file under modules/ makes to tables another area (or the core) owns. */
function foreignWrites(path: string, source: string): string[] {
  const parts = path.split(/[\\/]/);
  // modules/<area>/…: a file directly in modules/ (area.ts, index.ts) belongs to no area.
  const area = parts.length > 1 ? parts[0] : null;
  return tableWrites(source, tables)
    .filter(({ table }) => owners[table] !== area)
    .map(
      ({ table, line, text }) => `${path}:${line} writes ${table} (${owners[table]}'s): ${text}`,
    );
}

describe('one owner per table', () => {
  it('no area writes a table another area or the core owns', () => {
    const found = sources(modulesDir).flatMap((file) =>
      foreignWrites(relative(modulesDir, file).split(sep).join('/'), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('every table the migrations make has an owner', async () => {
    const db = openDb({ client: 'sqlite', filename: ':memory:' });
    try {
      await migrateLatest(db);
      const rows = (await db('sqlite_master').where({ type: 'table' }).select('name')) as Array<{
        name: string;
      }>;
      const made = rows
        .map((r) => r.name)
        // knex's own bookkeeping, SQLite's, and the full-text index's shadow tables.
        .filter((name) => !/^(knex_|sqlite_)|^news_search_/.test(name))
        .sort();
      expect(made).toEqual([...tables].sort());
    } finally {
      await db.destroy();
    }
  });

  describe('the check itself', () => {
    const sample = (area: string, body: string) =>
      foreignWrites(`${area}/sample.ts`, `export async function f(trx, db, id) {\n${body}\n}`);

    it('fails on a write from another area, however the query is spelled', () => {
      expect(
        sample('console', `await trx('users').where({ id }).update({ frozen_at: null });`),
      ).toHaveLength(1);
      expect(
        sample('documents', `await (trx ?? this.db)('news').insert({ title: 't' });`),
      ).toHaveLength(1);
      expect(
        sample('console', `await db.insert({ title: 't' }).into('indicator_items');`),
      ).toHaveLength(1);
      expect(
        sample(
          'console',
          `const table = 'indicator_items';\nawait trx(table).where({ id }).del();`,
        ),
      ).toHaveLength(1);
      expect(
        sample(
          'console',
          `const q = trx('users').where({ id });\nawait q.update({ email: null });`,
        ),
      ).toHaveLength(1);
      expect(
        sample(
          'documents',
          `await trx.raw('INSERT INTO news_search (rowid, terms) VALUES (?, ?)');`,
        ),
      ).toHaveLength(1);
      expect(
        sample('market', `await trx('app_meta').insert({ key: 'k', value: 'v' });`),
      ).toHaveLength(1);
    });

    it('passes the owner writing and another area reading', () => {
      expect(
        sample('account', `await trx('users').where({ id }).update({ frozen_at: null });`),
      ).toEqual([]);
      expect(
        sample(
          'alerts',
          `await db('member_alerts').join('users', 'users.id', 'member_alerts.user_id').update({ armed: 1 });`,
        ),
      ).toEqual([]);
      expect(sample('console', `await db('users').where({ id }).first();`)).toEqual([]);
      expect(
        sample('console', `await db('sessions').whereIn('admin_id', [id]).max('created_at');`),
      ).toEqual([]);
    });
  });
});
