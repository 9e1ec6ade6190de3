import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVip, getUsername } from '../src/contract.ts';
import { createApp, type AppServer } from '../src/startup.ts';
import { badResponse, testRoutes } from './fixtures/testEndpoints.ts';
import { addMember, captureLogs, loginAs, testConfig } from './helpers.ts';

describe('request logs', () => {
  const logs = captureLogs('info');
  let server: AppServer;

  beforeAll(async () => {
    server = await createApp(testConfig('sqlite::memory:'), {
      logger: logs.logger,
      validateResponses: 'log',
      extraRoutes: testRoutes,
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('writes one JSON line per request with method, path, status and time, and nothing secret', async () => {
    const m = await addMember(server);
    const { cookie } = await loginAs(server, m.id);
    logs.clear();
    await server.inject({
      method: 'GET',
      url: `${checkVip.path}`,
      headers: { cookie, 'x-csrf-token': 'secret-crumb' },
    });
    await server.inject({
      method: 'POST',
      url: getUsername.path,
      payload: { password: 'hunter2-secret' },
    });
    const requests = logs.lines().filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', path: checkVip.path, status: 200 });
    expect(requests[1]).toMatchObject({ method: 'POST', path: getUsername.path, status: 405 });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(logs.text()).not.toMatch(/hunter2|secret-crumb|Fe26|sid=/);
    expect(logs.text()).not.toContain(m.phone);
  });

  it("logs a response that breaks the contract and, in 'log' mode, still sends it", async () => {
    logs.clear();
    const res = await server.inject({ method: 'GET', url: badResponse.path });
    expect(res.statusCode).toBe(200);
    expect(
      logs
        .lines()
        .some(
          (l) => l.msg === 'response does not match the contract' && l.endpoint === badResponse.id,
        ),
    ).toBe(true);
  });
});

describe('the production logger', () => {
  // A child process, so the lines are read from its real stdout as an operator would.
  const script = `
    import { createLogger } from './apps/server/src/logger.ts';
    const logger = createLogger({ logLevel: 'info' });
    logger.info('quiet line');
    setTimeout(() => { process.stdout.write('MARK\\n'); logger.info('last line'); process.exit(0); }, 1500);
  `;

  it('writes a quiet server’s line within a second and the last lines on exit', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: resolve(import.meta.dirname, '../../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exitCode = await new Promise((done) => child.once('exit', done));
    expect(exitCode).toBe(0);
    // The mark is written directly at 1.5 s: the batched line must already be out by then.
    const lines = out.split('\n').filter(Boolean);
    expect(lines.map((l) => (l === 'MARK' ? l : (JSON.parse(l) as { msg: string }).msg))).toEqual([
      'quiet line',
      'MARK',
      'last line',
    ]);
  });
});
