import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { migrateLatest, openDb, type Db } from '../db/knex.ts';

/** Where a command writes and what environment it reads: the process's, or a test's. */
export interface CommandIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

/** Wrong arguments: the message is the usage line the command prints. */
export class UsageError extends Error {}

/**
 * A command's arguments and the configuration, or the exit code 2 after printing why not (a usage
 * or configuration error); anything else is a bug and is thrown.
 */
export function readCommand<A>(
  parse: (argv: readonly string[]) => A,
  argv: readonly string[],
  io: CommandIo,
): { args: A; config: Config } | 2 {
  try {
    return { args: parse(argv), config: loadConfig(io.env) };
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/** The arguments of a command that takes `--file <path>…` and nothing else. */
export function fileArgs(usage: string): (argv: readonly string[]) => { files: string[] } {
  return (argv) => {
    const files: string[] = [];
    for (let i = 0; i < argv.length; i += 2) {
      const [flag, value] = [argv[i], argv[i + 1]];
      if (flag !== '--file' || value === undefined || value.startsWith('--'))
        throw new UsageError(usage);
      files.push(value);
    }
    return { files };
  };
}

/** Runs `work` on the configured database, migrated first, and closes it however `work` ends. */
export async function onMigratedDb<T>(
  database: Config['database'],
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const db = openDb(database);
  try {
    await migrateLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Runs the command with the process's own io and exits with its code, when `moduleUrl` is the
 * script node was started with (not when a test imports the module).
 */
export function runWhenMain(
  moduleUrl: string,
  run: (argv: readonly string[], io: CommandIo) => Promise<number>,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  run(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
