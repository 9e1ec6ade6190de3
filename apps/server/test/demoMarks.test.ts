// The 演示数据 mark on the answers one source fills whole (issue 34): present while the generator
// fed the data, absent once a real read replaced it.
import { demoBtcDays } from '@coinsight/domain/indicators';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import { memberActor, send, type Actor } from './indicatorsActors.ts';

describe.each(databaseKinds)('the Bitcoin history answers carry the demo mark on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let vip: Actor;
  const btcdata = async () => {
    const res = await send(suite.server, vip.browser, {
      method: 'GET',
      url: '/api/v1/chart/btcdata/1/1/',
    });
    expect(res.statusCode, res.payload).toBe(200);
    return JSON.parse(res.payload) as { demo?: boolean };
  };
  const summary = async () =>
    JSON.parse((await suite.server.inject('/api/v1/chart/summary/')).payload) as {
      demo?: boolean;
      cards: unknown[];
    };

  beforeAll(async () => {
    vip = await memberActor(suite.server, true);
    await suite.server.services.btcHistory.upsert(
      demoBtcDays({ from: '2024-01-01', to: '2024-12-31' }),
      'demo',
    );
  });

  it('marks btcdata and chart/summary while the history is generated', async () => {
    expect((await btcdata()).demo).toBe(true);
    const cards = await summary();
    expect(cards.cards.length).toBeGreaterThan(0);
    expect(cards.demo).toBe(true);
  });

  it('drops the mark once a real read replaced the history', async () => {
    await suite.server.services.btcHistory.upsert(
      demoBtcDays({ from: '2024-06-01', to: '2024-12-31' }),
      'coinmetrics',
    );
    expect((await btcdata()).demo).toBeUndefined();
    const cards = await summary();
    expect(cards.cards.length).toBeGreaterThan(0);
    expect(cards.demo).toBeUndefined();
  });
});

describe.each(databaseKinds)('fred-data carries the demo mark on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let vip: Actor;
  beforeAll(async () => {
    vip = await memberActor(suite.server, true);
  });
  const fredData = async (id: string) => {
    const res = await send(suite.server, vip.browser, {
      method: 'GET',
      url: `/api/v1/chart/fred-data/?series_id=${id}`,
    });
    expect(res.statusCode, res.payload).toBe(200);
    // An ETag route answers its serialised text: read the body as the browser does.
    return JSON.parse(res.payload) as { demo?: boolean; observations: unknown[] };
  };
  const points = [
    { date: '2026-09-01', value: 3.1 },
    { date: '2026-10-01', value: 3.2 },
  ];

  it('marks a generated series, and not once FRED replaced it', async () => {
    const { macro } = suite.server.services;
    await macro.store('CPIAUCSL', points, 'demo', new Date());
    expect((await fredData('CPIAUCSL')).demo).toBe(true);
    await macro.store('CPIAUCSL', points, 'fred', new Date(), new Date());
    const real = await fredData('CPIAUCSL');
    expect(real.observations).toHaveLength(2);
    expect(real.demo).toBeUndefined();
  });

  it('marks CBBTCUSD by the Bitcoin history it is read from', async () => {
    const { btcHistory } = suite.server.services;
    await btcHistory.upsert(demoBtcDays({ from: '2024-01-01', to: '2024-01-31' }), 'demo');
    expect((await fredData('CBBTCUSD')).demo).toBe(true);
    await btcHistory.upsert(demoBtcDays({ from: '2024-01-01', to: '2024-01-31' }), 'coinmetrics');
    expect((await fredData('CBBTCUSD')).demo).toBeUndefined();
  });
});
