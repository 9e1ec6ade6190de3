import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
}

/**
 * A MariaDB of the fault tests' own (the shared one of mariadb.globalSetup.ts must never be
 * stopped under the other suites), which can be stopped and started again on the same port and
 * data folder while a server keeps its URL.
 */
export class OwnMariaDb {
  private daemon: ChildProcess | undefined;
  private exited = true;
  url = '';

  private constructor(
    private readonly dir: string,
    private readonly cnf: string,
  ) {}

  static async create(): Promise<OwnMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'coinsight-faults-'));
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
        // Durable commits: an acknowledged write must survive the stop.
        'innodb_flush_log_at_trx_commit=1',
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
    const db = new OwnMariaDb(dir, cnf);
    await db.start();
    const password = randomBytes(12).toString('hex');
    run('mariadb', [
      `--defaults-file=${cnf}`,
      '-uroot',
      '-e',
      `CREATE USER 'coinsight'@'127.0.0.1' IDENTIFIED BY '${password}'; GRANT ALL PRIVILEGES ON *.* TO 'coinsight'@'127.0.0.1'; CREATE DATABASE coinsight_faults CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; FLUSH PRIVILEGES;`,
    ]);
    db.url = `mysql://coinsight:${password}@127.0.0.1:${port}/coinsight_faults`;
    return db;
  }

  private ping(): boolean {
    return (
      spawnSync('mariadb-admin', [`--defaults-file=${this.cnf}`, '-uroot', 'ping'], {
        stdio: 'ignore',
      }).status === 0
    );
  }

  async start(): Promise<void> {
    const path =
      spawnSync('sh', ['-c', 'command -v mariadbd'], { stdio: 'ignore' }).status === 0
        ? 'mariadbd'
        : '/usr/sbin/mariadbd';
    this.daemon = spawn(path, [`--defaults-file=${this.cnf}`], { stdio: 'ignore' });
    this.exited = false;
    this.daemon.once('exit', () => (this.exited = true));
    for (let i = 0; !this.ping(); i++) {
      if (this.exited) throw new Error(`mariadbd exited; see ${join(this.dir, 'error.log')}`);
      if (i > 300) throw new Error('mariadbd did not answer within 60 s');
      await sleep(200);
    }
  }

  /** A clean shutdown, as an operator's restart does; the server's connections are cut. */
  async stop(): Promise<void> {
    if (this.exited) return;
    spawnSync('mariadb-admin', [`--defaults-file=${this.cnf}`, '-uroot', 'shutdown'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 300 && !this.exited; i++) await sleep(100);
    if (!this.exited) this.daemon?.kill('SIGKILL');
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
