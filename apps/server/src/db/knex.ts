import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knex, { type Knex } from 'knex';
import type { Database } from '../config.ts';
import { migrationSource } from './migrations/index.ts';

export type Db = Knex;

function mysqlConnection(url: string): Knex.MySql2ConnectionConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
    charset: 'utf8mb4',
    // Instants are stored and read as UTC whatever the machine's zone is.
    timezone: 'Z',
  };
}

/** Opens the configured database (creating the SQLite folder when needed). */
export function openDb(database: Database): Db {
  if (database.client === 'mysql') {
    return knex({
      client: 'mysql2',
      connection: { ...mysqlConnection(database.url), connectTimeout: 3_000 },
      pool: { min: 0, max: 10 },
      // While the database is away a request waits this long for a connection, then answers 503
      // (http/errors.ts); the pool drops dead connections and opens new ones once it is back.
      acquireConnectionTimeout: 4_000,
      // knex prints every failed connect; the requests it fails are logged as 'database unavailable'.
      log: {
        warn: (message: unknown) => {
          if (!String(message).startsWith('Acquire connection error')) console.warn(message);
        },
      },
    });
  }
  if (database.filename !== ':memory:') mkdirSync(dirname(database.filename), { recursive: true });
  return knex({
    client: 'better-sqlite3',
    connection: { filename: database.filename },
    useNullAsDefault: true,
    // One connection: an in-memory database lives and dies with it, and SQLite has one writer anyway.
    pool: { min: 1, max: 1, afterCreate: enableForeignKeys },
  });
}

function enableForeignKeys(
  conn: { pragma: (source: string) => unknown },
  done: (err: Error | null, conn: unknown) => void,
) {
  conn.pragma('foreign_keys = ON');
  conn.pragma('journal_mode = WAL');
  done(null, conn);
}

/** A write refused by a unique index (MySQL/MariaDB ER_DUP_ENTRY, SQLite's UNIQUE constraint). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function isSqlite(db: Db): boolean {
  return String(db.client.config.client).includes('sqlite');
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** SQLite hands instants back as epoch milliseconds, mysql2 as Date: read both. */
export function readInstant(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string') return new Date(/^\d+$/.test(value) ? Number(value) : value);
  throw new TypeError(`not an instant: ${String(value)}`);
}
