import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** mysql://user:pass@127.0.0.1:port/ of a throw-away MariaDB; the user may create databases. */
    mariadbUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function which(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts Debian's MariaDB on 127.0.0.1 in a temporary folder for the server tests, gives them its
 * URL through `provide`, and stops it and deletes the folder afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = ['mariadbd', 'mariadb-install-db', 'mariadb-admin', 'mariadb'].filter(
    (c) => !which(c) && !which(`/usr/sbin/${c}`),
  );
  if (missing.length > 0) {
    throw new Error(
      `The server tests need MariaDB (missing: ${missing.join(', ')}). Install it with: apt-get install -y mariadb-server`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-mariadb-'));
  const port = await freePort();
  const cnf = join(dir, 'my.cnf');
  const socket = join(dir, 'mysqld.sock');
  writeFileSync(
    cnf,
    [
      '[client]',
      `socket=${socket}`,
      `port=${port}`,
      '[mysqld]',
      `datadir=${join(dir, 'data')}`,
      `socket=${socket}`,
      `pid-file=${join(dir, 'mysqld.pid')}`,
      `log-error=${join(dir, 'error.log')}`,
      'bind-address=127.0.0.1',
      `port=${port}`,
      'user=root',
      'skip-name-resolve',
      'skip-log-bin',
      'innodb_buffer_pool_size=32M',
      'innodb_log_file_size=8M',
      'innodb_flush_log_at_trx_commit=0',
      'character-set-server=utf8mb4',
      'collation-server=utf8mb4_unicode_ci',
      '',
    ].join('\n'),
  );
  run('mariadb-install-db', [
    `--defaults-file=${cnf}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);

  const daemonPath = which('mariadbd') ? 'mariadbd' : '/usr/sbin/mariadbd';
  const daemon: ChildProcess = spawn(daemonPath, [`--defaults-file=${cnf}`], { stdio: 'ignore' });
  let exited = false;
  daemon.once('exit', () => (exited = true));

  const stop = async () => {
    if (!exited) {
      spawnSync('mariadb-admin', [`--defaults-file=${cnf}`, '-uroot', 'shutdown'], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 100 && !exited; i++) await sleep(100);
      if (!exited) daemon.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    for (let i = 0; ; i++) {
      if (exited) throw new Error(`mariadbd exited during start-up; see ${join(dir, 'error.log')}`);
      if (
        spawnSync('mariadb-admin', [`--defaults-file=${cnf}`, '-uroot', 'ping'], {
          stdio: 'ignore',
        }).status === 0
      )
        break;
      if (i > 150) throw new Error('mariadbd did not answer within 30 s');
      await sleep(200);
    }
    const password = randomBytes(12).toString('hex');
    run('mariadb', [
      `--defaults-file=${cnf}`,
      '-uroot',
      '-e',
      `CREATE USER 'coinsight'@'127.0.0.1' IDENTIFIED BY '${password}'; GRANT ALL PRIVILEGES ON *.* TO 'coinsight'@'127.0.0.1'; FLUSH PRIVILEGES;`,
    ]);
    project.provide('mariadbUrl', `mysql://coinsight:${password}@127.0.0.1:${port}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
