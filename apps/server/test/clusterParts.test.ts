import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { redisCounterStore } from '../src/cluster/counterStore.ts';
import { leasedJobs } from '../src/cluster/jobs.ts';
import { connectRedis, type SharedRedis } from '../src/cluster/redis.ts';
import { forwardedClient } from '../src/limits/forwardedClient.ts';
import { silentLogger } from '../src/logger.ts';
import { checkRegistrate } from '../src/contract.ts';
import { serverPerSuite } from './helpers.ts';

describe('the client address behind TRUSTED_PROXY', () => {
  const proxies = ['10.0.0.5', '10.0.0.6'];

  it('is the socket peer when no proxy is trusted or the peer is not one of them', () => {
    expect(forwardedClient('203.0.113.9', '198.51.100.1', [])).toBe('203.0.113.9');
    expect(forwardedClient('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('::ffff:203.0.113.9', undefined, proxies)).toBe('203.0.113.9');
  });

  it('is the last address a trusted proxy vouches for, not what the client wrote before it', () => {
    expect(forwardedClient('10.0.0.5', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(forwardedClient('::ffff:10.0.0.5', '1.2.3.4, 198.51.100.1', proxies)).toBe(
      '198.51.100.1',
    );
    expect(forwardedClient('10.0.0.5', '1.2.3.4, 198.51.100.1, 10.0.0.6', proxies)).toBe(
      '198.51.100.1',
    );
    // A proxy that forwarded nothing: the proxy itself is all that is known.
    expect(forwardedClient('10.0.0.5', '', proxies)).toBe('10.0.0.5');
  });
});

describe('rate limits behind TRUSTED_PROXY', () => {
  const suite = serverPerSuite('sqlite', {
    env: { TRUSTED_PROXY: '10.0.0.5', CHECK_RATE_LIMIT: '2' },
  });
  const check = (remoteAddress: string, forwardedFor?: string) =>
    suite.server.inject({
      method: 'GET',
      url: `${checkRegistrate.path}?username=13800000001`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts each member behind the proxy on their own address, and nobody else’s header', async () => {
    const codes = async (remote: string, forwarded?: string) => [
      (await check(remote, forwarded)).statusCode,
      (await check(remote, forwarded)).statusCode,
      (await check(remote, forwarded)).statusCode,
    ];
    expect(await codes('10.0.0.5', '198.51.100.7')).toEqual([200, 200, 429]);
    // Another member behind the same proxy has a budget of their own.
    expect(await codes('10.0.0.5', '198.51.100.8')).toEqual([200, 200, 429]);
    // A client that is not the proxy cannot buy a new budget by writing the header.
    expect((await check('203.0.113.4', '198.51.100.9')).statusCode).toBe(200);
    expect((await check('203.0.113.4', '198.51.100.10')).statusCode).toBe(200);
    expect((await check('203.0.113.4', '198.51.100.11')).statusCode).toBe(429);
  });
});

describe('Redis-backed counters and job leases', () => {
  const prefix = `coinsight-parts-${randomBytes(4).toString('hex')}:`;
  const connections: SharedRedis[] = [];
  const connect = async () => {
    const shared = await connectRedis(inject('redisUrl'), prefix);
    connections.push(shared);
    return shared;
  };
  beforeAll(async () => {
    await connect();
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
  });

  it('counts atomically across connections, with the window Redis keeps', async () => {
    const [one, two] = [redisCounterStore(connections[0]!), redisCounterStore(await connect())];
    const now = Date.now();
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).increment('k', 60_000, now)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const open = await two.peek('k', now);
    expect(open?.count).toBe(10);
    expect(open?.resetAt).toBeGreaterThan(now + 59_000);
    await one.decrement('k', now);
    expect((await two.peek('k', now))?.count).toBe(9);
    await one.reset('k');
    expect(await two.peek('k', now)).toBeNull();
    await one.decrement('k', now);
    expect(await two.peek('k', now)).toBeNull();
    await one.increment('short', 50, now);
    await new Promise((r) => setTimeout(r, 120));
    expect(await two.peek('short', Date.now())).toBeNull();
  });

  it('runs a job on one instance only, and on another once the first stops', async () => {
    const runs: string[] = [];
    const instances = await Promise.all(['first', 'second'].map(async () => connect()));
    const jobs = instances.map((shared, i) => {
      const j = leasedJobs(shared, silentLogger());
      j.every({ name: 'count', everyMs: 20, run: async () => void runs.push(`i${i}`) });
      return j;
    });
    jobs[0]!.start();
    await new Promise((r) => setTimeout(r, 30));
    jobs[1]!.start();
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(3), { timeout: 5_000 });
    expect(new Set(runs)).toEqual(new Set(['i0']));
    await jobs[0]!.stop();
    runs.length = 0;
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(3), { timeout: 5_000 });
    expect(new Set(runs)).toEqual(new Set(['i1']));
    await jobs[1]!.stop();
  });
});
