// `npm run restore -- <file>`: replaces the contents of the database DATABASE_URL names with a
// backup `npm run backup` wrote. Stop the server first. SQLite: the file is copied in through the
// backup API; MySQL and MariaDB: the dump is replayed (mariadb or mysql), each table dropped and
// recreated.
import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';
import { restoreDatabase } from '../db/backup.ts';
import { readCommand, runWhenMain, UsageError, type CommandIo } from '../commands/command.ts';

const usage = 'usage: npm run restore -- <file>';

function parse(argv: readonly string[]): { file: string } {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0 || file.startsWith('-')) throw new UsageError(usage);
  return { file };
}

export async function runRestore(argv: readonly string[], io: CommandIo): Promise<number> {
  const read = readCommand(parse, argv, io);
  if (read === 2) return 2;
  const { args, config } = read;
  const file = resolve(repoRoot, args.file);
  try {
    await restoreDatabase(config.database, file);
  } catch (error) {
    io.stderr.write(`恢复失败：${(error as Error).message}\n`);
    return 1;
  }
  io.stdout.write(`恢复完成：${file}\n`);
  return 0;
}

runWhenMain(import.meta.url, runRestore);
