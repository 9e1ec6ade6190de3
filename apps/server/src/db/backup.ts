import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import type { Database as DatabaseSetting } from '../config.ts';

/** Which client program of MySQL/MariaDB is installed: MariaDB's names first, then MySQL's. */
function firstInstalled(names: readonly string[]): string {
  for (const name of names)
    if (spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0)
      return name;
  throw new Error(`none of ${names.join(', ')} is installed (apt-get install -y mariadb-client)`);
}

interface MysqlTarget {
  args: string[];
  database: string;
  env: NodeJS.ProcessEnv;
}

/** The connection of a mysql:// URL as client arguments; the password goes in MYSQL_PWD, never argv. */
function mysqlTarget(url: string): MysqlTarget {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL names no database');
  return {
    args: [
      `--host=${u.hostname}`,
      `--port=${u.port || '3306'}`,
      `--user=${decodeURIComponent(u.username)}`,
      '--default-character-set=utf8mb4',
    ],
    database,
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(u.password) },
  };
}

/** Runs a client program with the file as its stdin or stdout; rejects with its stderr on failure. */
function runClient(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  io: { input: string } | { output: string },
): Promise<void> {
  const child = spawn(program, args, {
    env,
    stdio: ['input' in io ? 'pipe' : 'ignore', 'output' in io ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${program} exited with ${code}: ${stderr.trim()}`)),
    );
  });
  const piped =
    'input' in io
      ? pipeline(createReadStream(io.input), child.stdin as NodeJS.WritableStream)
      : pipeline(child.stdout as NodeJS.ReadableStream, createWriteStream(io.output));
  return Promise.all([piped, exited]).then(() => undefined);
}

/**
 * Writes a consistent copy of the database to `file`: SQLite through its online backup API (the
 * server may keep running and writing), MySQL/MariaDB as an SQL dump taken in one transaction
 * (`--single-transaction`, so InnoDB tables are read at one instant without locking the server).
 */
export async function backupDatabase(database: DatabaseSetting, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  if (database.client === 'sqlite') {
    if (database.filename === ':memory:')
      throw new Error('an in-memory database has nothing to back up');
    if (!existsSync(database.filename)) throw new Error(`no database at ${database.filename}`);
    const source = new Database(database.filename, { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return;
  }
  const target = mysqlTarget(database.url);
  await runClient(
    firstInstalled(['mariadb-dump', 'mysqldump']),
    [
      ...target.args,
      '--single-transaction',
      '--quick',
      '--hex-blob',
      '--routines',
      '--triggers',
      '--add-drop-table',
      '--skip-lock-tables',
      target.database,
    ],
    target.env,
    { output: file },
  );
}

/**
 * Replaces the database's contents with a backup. SQLite: the backup is copied page by page into
 * the database file (stop the server first: it holds the file open). MySQL/MariaDB: the dump is
 * replayed into the database, each table dropped and recreated.
 */
export async function restoreDatabase(database: DatabaseSetting, file: string): Promise<void> {
  if (!existsSync(file) || statSync(file).size === 0) throw new Error(`no backup at ${file}`);
  if (database.client === 'sqlite') {
    if (database.filename === ':memory:')
      throw new Error('cannot restore into an in-memory database');
    mkdirSync(dirname(database.filename), { recursive: true });
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    try {
      await backup.backup(database.filename);
    } finally {
      backup.close();
    }
    return;
  }
  const target = mysqlTarget(database.url);
  await runClient(
    firstInstalled(['mariadb', 'mysql']),
    [...target.args, target.database],
    target.env,
    { input: file },
  );
}

/** The default backup file for a database: data/backups/coinsight-<UTC stamp>.<sqlite|sql>. */
export function defaultBackupName(database: DatabaseSetting, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
  return `data/backups/coinsight-${stamp}.${database.client === 'sqlite' ? 'sqlite' : 'sql'}`;
}
