import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Nes from '@hapi/nes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomPath } from '@coinsight/domain/realtime';
import {
  btcPrice,
  checkRegistrate,
  getUsername,
  login,
  logout,
  sendMessage,
} from '../src/contract.ts';
import { redisCounterStore } from '../src/cluster/counterStore.ts';
import { leasedJobs } from '../src/cluster/jobs.ts';
import { connectRedis } from '../src/cluster/redis.ts';
import { silentLogger } from '../src/logger.ts';
import type { AppServer } from '../src/server.ts';
import { createApp } from '../src/startup.ts';
import { groupWith, vipMember } from './chatKit.ts';
import {
  addMember,
  captureLogs,
  freshDatabase,
  nesCookieFor,
  socketClient,
  testConfig,
  TestBrowser,
} from './helpers.ts';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This file's own redis-server, so stopping it harms no other suite; started again on the same port. */
class RedisProcess {
  private daemon: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'coinsight-redis-outage-'));
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir];
    const daemon = spawn(
      'redis-server',
      [...args, '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: 'ignore' },
    );
    this.daemon = daemon;
    for (let i = 0; ; i++) {
      if (daemon.exitCode !== null) throw new Error('redis-server exited during start-up');
      const ping = spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' });
      if (ping.stdout.trim() === 'PONG') return;
      if (i > 100) throw new Error('redis-server did not answer within 10 s');
      await sleep(50);
    }
  }

  /** Freezes it (SIGSTOP) or thaws it (SIGCONT): connections stay open but nothing answers. */
  pause(paused: boolean): void {
    this.daemon?.kill(paused ? 'SIGSTOP' : 'SIGCONT');
  }

  /** Ends it as a crash would (SIGKILL), and waits until it is gone. */
  async kill(): Promise<void> {
    const daemon = this.daemon;
    this.daemon = null;
    if (!daemon || daemon.exitCode !== null || daemon.signalCode !== null) return;
    const exited = new Promise((resolve) => daemon.once('exit', resolve));
    daemon.kill('SIGKILL');
    await exited;
  }

  async remove(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

interface Figure {
  what: string;
  ms: number;
  status: number;
}

/**
 * Issue 32, finding 3: two instances on one MariaDB and one Redis, and Redis stops. Every answer
 * stays a real one (never a 500) and quick, an ended session stays ended on the other instance,
 * and once Redis is back the instances share the bus and the counters again by themselves.
 */
describe('two instances when their Redis stops and comes back', () => {
  const prefix = `coinsight-outage-${randomBytes(4).toString('hex')}:`;
  const servers: AppServer[] = [];
  const logs = [captureLogs('info'), captureLogs('info')];
  const sockets: Nes.Client[] = [];
  const figures: Figure[] = [];
  let redis: RedisProcess;
  let drop = async () => {};
  const a = () => servers[0]!;
  const b = () => servers[1]!;

  let owner: Awaited<ReturnType<typeof vipMember>>;
  let reader: Awaited<ReturnType<typeof vipMember>>;
  let room = '';
  const heardOn = { a: [] as string[], b: [] as string[] };

  beforeAll(async () => {
    redis = new RedisProcess(await freePort());
    await redis.start();
    const db = await freshDatabase('mariadb');
    drop = db.drop;
    for (const log of logs) {
      const config = testConfig(db.url, {
        REDIS_URL: redis.url,
        CHECK_RATE_LIMIT: '6',
        CHAT_RATE_LIMIT: '1000',
        SOCKET_ORIGINS: 'http://localhost:8001',
      });
      const server = await createApp(config, { logger: log.logger, redisPrefix: prefix });
      await server.start();
      servers.push(server);
    }
    owner = await vipMember(a());
    reader = await vipMember(a());
    room = await groupWith(a(), owner.id, [[reader.id, 'member']]);
    for (const [server, heard] of [
      [a(), heardOn.a],
      [b(), heardOn.b],
    ] as const) {
      const client = socketClient(server, {
        cookie: await nesCookieFor(server, reader.browser.cookieHeader),
      });
      sockets.push(client);
      await client.connect({ reconnect: false });
      await client.subscribe(roomPath(room), (message: unknown) => {
        const { type, message: sent } = message as { type?: string; message?: { text?: string } };
        if (type === 'chat_message' && sent?.text) heard.push(sent.text);
      });
    }
  });

  afterAll(async () => {
    await Promise.all(sockets.map((c) => c.disconnect()));
    await Promise.all(servers.map((s) => s.stop({ timeout: 1000 })));
    await drop();
    await redis.remove();
    console.info(
      'redisOutage figures (ms):\n' +
        figures.map((f) => `  ${f.what}: ${f.ms.toFixed(0)} (${f.status})`).join('\n'),
    );
  });

  async function timed<R extends { statusCode: number }>(what: string, call: () => Promise<R>) {
    const started = performance.now();
    const res = await call();
    figures.push({ what, ms: performance.now() - started, status: res.statusCode });
    return res;
  }

  const send = (server: AppServer, text: string) =>
    new TestBrowser(server).request({
      method: 'POST',
      url: sendMessage.path.replace('{number}', room),
      headers: {
        cookie: owner.browser.cookieHeader,
        'x-csrf-token': owner.browser.cookies.get('crumb') ?? '',
      },
      payload: { text },
    });

  let addresses = 0;

  /** Whether 8 checks from one new address, alternating between A and B, meet one budget of 6. */
  async function countersShared(): Promise<boolean> {
    addresses += 1;
    const remoteAddress = `198.51.${100 + Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await (i % 2 === 0 ? a() : b()).inject({
        method: 'GET',
        url: `${checkRegistrate.path}?username=1380000${String(i).padStart(4, '0')}`,
        remoteAddress,
      });
      codes.push(res.statusCode);
    }
    return codes.filter((c) => c === 200).length === 6 && codes.slice(6).every((c) => c === 429);
  }

  it('shares the bus and the counters while Redis runs', async () => {
    const sent = await send(a(), '之前');
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => heardOn.b, { timeout: 3000 }).toContain('之前');
    expect(await countersShared()).toBe(true);
  });

  it('answers login, logout, chat send, a member read and the price quickly and never with a 500 while Redis is away', async () => {
    const member = await addMember(a());
    const credentials = { username: member.phone, password: 'test-password' };
    // The member's tab on B, read once so B has the session in its cache.
    const onB = await TestBrowser.open(b());
    const before = await timed('login on B before the outage (for comparison)', () =>
      onB.post(login.path, { ...credentials, windowId: 'tab-outage-b' }),
    );
    expect(before.result).toMatchObject({ state: 'success' });
    expect((await onB.get(getUsername.path)).result).toMatchObject({ username: member.phone });

    await redis.kill();
    const outage = figures.length;

    const onA = await TestBrowser.open(a());
    const loggedIn = await timed('login on A', () =>
      onA.post(login.path, { ...credentials, windowId: 'tab-outage-a' }),
    );
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.result).toMatchObject({ state: 'success' });
    // That login ended the session of the tab on B: B must not keep serving it from its cache.
    const ended = await timed('member read on B (ended session)', () => onB.get(getUsername.path));
    expect(ended.statusCode).toBe(200);
    expect(ended.result).toEqual({ username: '', code: '' });
    const read = await timed('member read on B', () =>
      new TestBrowser(b()).request({
        method: 'GET',
        url: getUsername.path,
        headers: { cookie: reader.browser.cookieHeader },
      }),
    );
    expect(read.statusCode).toBe(200);
    expect(read.result).toMatchObject({ username: reader.phone });

    const sent = await timed('chat send on A', () => send(a(), '停电时'));
    expect(sent.statusCode).toBe(200);
    // The bus delivers on the instance it was published on while Redis cannot carry it further.
    await expect.poll(() => heardOn.a, { timeout: 1000 }).toContain('停电时');

    for (const [name, server] of [
      ['A', a()],
      ['B', b()],
    ] as const) {
      const price = await timed(`price on ${name}`, () =>
        server.inject(btcPrice.path.replace('{frequency}', 'live')),
      );
      expect(price.statusCode).toBe(200);
      const check = await timed(`check (rate-limited) on ${name}`, () =>
        server.inject({
          method: 'GET',
          url: `${checkRegistrate.path}?username=13800009999`,
          remoteAddress: '203.0.113.77',
        }),
      );
      expect(check.statusCode).toBe(200);
    }

    const loggedOut = await timed('logout on A', () => onA.post(logout.path));
    expect(loggedOut.statusCode).toBe(200);

    const during = figures.slice(outage);
    expect(during.filter((f) => f.status >= 500)).toEqual([]);
    expect(during.filter((f) => f.ms >= 1000)).toEqual([]);
  });

  it('shares the bus and the counters again within 5 s of Redis’s return, having logged the outage once', async () => {
    // Let the reconnect attempts pile up as they would in a real outage.
    await sleep(1500);
    await redis.start();
    const back = performance.now();
    let bus = -1;
    let counters = -1;
    for (let i = 0; performance.now() - back < 10_000 && (bus < 0 || counters < 0); i++) {
      if (bus < 0) {
        const text = `回来了 ${i}`;
        expect((await send(a(), text)).statusCode).toBe(200);
        await sleep(100);
        if (heardOn.b.includes(text)) bus = performance.now() - back;
      }
      if (counters < 0 && (await countersShared())) counters = performance.now() - back;
      await sleep(100);
    }
    figures.push({ what: 'recovery: a publish on A reaches B', ms: bus, status: 0 });
    figures.push({ what: 'recovery: counters shared', ms: counters, status: 0 });
    expect(bus).toBeGreaterThanOrEqual(0);
    expect(bus).toBeLessThan(5000);
    expect(counters).toBeGreaterThanOrEqual(0);
    expect(counters).toBeLessThan(5000);

    for (const log of logs) {
      const said = log.lines().map((line) => String(line.msg));
      expect(said.filter((msg) => /Redis.*(away|unreachable|lost)/i.test(msg))).toHaveLength(1);
      expect(said.filter((msg) => /Redis.*back/i.test(msg))).toHaveLength(1);
      expect(said.filter((msg) => /max retries/i.test(msg))).toEqual([]);
    }
  });
});

describe('an instance whose Redis hangs', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = new RedisProcess(await freePort());
    await redis.start();
  });
  afterAll(async () => {
    redis.pause(false);
    await redis.remove();
  });

  it('counts on from the last shared count within a second, runs no leased job, and shares again once Redis answers', async () => {
    const shared = await connectRedis(redis.url, 'coinsight-hang:');
    const counters = redisCounterStore(shared);
    const runs: number[] = [];
    const jobs = leasedJobs(shared, silentLogger());
    jobs.every({ name: 'tick', everyMs: 50, run: async () => void runs.push(Date.now()) });
    try {
      for (let i = 1; i <= 3; i++)
        expect((await counters.increment('k', 60_000, Date.now())).count).toBe(i);

      redis.pause(true);
      const started = performance.now();
      const during = await counters.increment('k', 60_000, Date.now());
      const waited = performance.now() - started;
      console.info(`redisOutage: a count while Redis hangs answered in ${waited.toFixed(0)} ms`);
      expect(waited).toBeLessThan(1000);
      expect(during.count).toBe(4);
      jobs.start();
      await sleep(700);
      expect(runs).toEqual([]);

      redis.pause(false);
      const thawed = performance.now();
      await expect.poll(() => runs.length, { timeout: 5000, interval: 50 }).toBeGreaterThan(0);
      console.info(
        `redisOutage: leased jobs ran again ${(performance.now() - thawed).toFixed(0)} ms after Redis answered`,
      );
      // Redis applied the count that timed out (4); this instance counted that one too: 5, not 4.
      expect((await counters.increment('k', 60_000, Date.now())).count).toBe(5);
    } finally {
      await jobs.stop();
      await shared.close();
    }
  });
});
