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
