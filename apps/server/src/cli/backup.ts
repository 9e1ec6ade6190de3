// `npm run backup -- [file]`: a consistent copy of the database DATABASE_URL names (the server's
// default too), while the server keeps running: SQLite through its online backup API, MySQL and
// MariaDB as an SQL dump in one transaction (mariadb-dump or mysqldump). Without a file it writes
// data/backups/coinsight-<UTC stamp>.sqlite (or .sql), relative to the repository root.
import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';
import { backupDatabase, defaultBackupName } from '../db/backup.ts';
import { readCommand, runWhenMain, UsageError, type CommandIo } from '../commands/command.ts';

const usage = 'usage: npm run backup -- [file]';

function parse(argv: readonly string[]): { file: string | null } {
  if (argv.length > 1 || argv.some((a) => a.startsWith('-'))) throw new UsageError(usage);
  return { file: argv[0] ?? null };
}

export async function runBackup(argv: readonly string[], io: CommandIo): Promise<number> {
  const read = readCommand(parse, argv, io);
  if (read === 2) return 2;
  const { args, config } = read;
  const file = resolve(repoRoot, args.file ?? defaultBackupName(config.database, new Date()));
  try {
    await backupDatabase(config.database, file);
  } catch (error) {
    io.stderr.write(`备份失败：${(error as Error).message}\n`);
    return 1;
  }
  io.stdout.write(`备份完成：${file}\n`);
  return 0;
}

runWhenMain(import.meta.url, runBackup);
