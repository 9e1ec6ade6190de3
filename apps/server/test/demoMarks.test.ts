// The 演示数据 mark on the answers one source fills whole (issue 34): present while the generator
// fed the data, absent once a real read replaced it.
import { demoBtcDays } from '@coinsight/domain/indicators';
import { beijingDate } from '@coinsight/domain/time';
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

describe.each(databaseKinds)('each news item carries its own demo mark on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let vip: Actor;
  const ids = { demo: 0, real: 0 };
  const day = beijingDate(new Date());
  const item = (n: number, demo: boolean) => ({
    dedupeKey: `demo-mark-${n}`,
    title: `比特币演示标记测试第${n}条`,
    publishedAt: new Date(Date.now() - n * 60_000),
    type: 'neutral' as const,
    important: false,
    topic: '加密货币' as const,
    summary: `比特币演示标记测试摘要${n}`,
    source: demo ? '币见快讯' : '某真实媒体',
    author: '编辑',
    link: demo ? null : `https://news.example/${n}`,
    html: `<p>比特币演示标记测试正文${n}</p>`,
    plain: `比特币演示标记测试正文${n}`,
    ...(demo ? { demo: true } : {}),
  });
  const get = async (url: string) => {
    const res = await send(suite.server, vip.browser, { method: 'GET', url });
    expect(res.statusCode, res.payload).toBe(200);
    return JSON.parse(res.payload) as Record<string, unknown>;
  };
  const marks = (items: unknown) =>
    new Map((items as { id: number; demo?: boolean }[]).map((i) => [i.id, i.demo]));

  beforeAll(async () => {
    vip = await memberActor(suite.server, true);
    const stored = await suite.server.services.news.storePrepared([item(1, true), item(2, false)]);
    ids.demo = stored.find((s) => s.source === '币见快讯')!.id;
    ids.real = stored.find((s) => s.source !== '币见快讯')!.id;
  });

  it('marks the generated item and not the feed item in the list and the search', async () => {
    const list = await get(`/api/v1/loginpart/news/?start_date=${day}&end_date=${day}`);
    expect(marks(list.results)).toEqual(
      new Map([
        [ids.demo, true],
        [ids.real, undefined],
      ]),
    );
    const found = await get(`/api/v1/loginpart/searchnews/?q=${encodeURIComponent('演示标记')}`);
    expect(marks(found.results)).toEqual(
      new Map([
        [ids.demo, true],
        [ids.real, undefined],
      ]),
    );
  });

  it('marks the detail, the related timeline and the recently viewed cards', async () => {
    expect((await get(`/api/v1/loginpart/getbtcdetailnews/${ids.demo}/`)).demo).toBe(true);
    expect((await get(`/api/v1/loginpart/getbtcdetailnews/${ids.real}/`)).demo).toBeUndefined();
    const tree = await send(suite.server, vip.browser, {
      method: 'POST',
      url: '/api/v1/loginpart/treenews/',
      payload: { related: [ids.demo, ids.real] },
    });
    expect(tree.statusCode, tree.payload).toBe(200);
    expect(marks((JSON.parse(tree.payload) as { data: unknown }).data)).toEqual(
      new Map([
        [ids.demo, true],
        [ids.real, undefined],
      ]),
    );
    for (const id of [ids.demo, ids.real]) {
      const viewed = await send(suite.server, vip.browser, {
        method: 'POST',
        url: `/api/v1/loginpart/connectnews/${id}/`,
      });
      expect(viewed.statusCode, viewed.payload).toBe(200);
    }
    const recent = await get('/api/v1/loginpart/connectnews/0');
    expect(marks(recent.results)).toEqual(
      new Map([
        [ids.demo, true],
        [ids.real, undefined],
      ]),
    );
  });
});
