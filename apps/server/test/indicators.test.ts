import { messages } from '@coinsight/domain/messages';
import { chartTitles, demoBtcDays, priceTraceName } from '@coinsight/domain/indicators';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  btcData,
  buildPath,
  getKnowledgeAll,
  getTargetAll,
  type ResponseOf,
} from '../src/contract.ts';
import { catalogue } from '../src/db/migrations/20261123_0005_indicator_catalogue.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import {
  actor,
  actorNames,
  expectRefusal,
  send,
  type Actor,
  type ActorName,
} from './indicatorsActors.ts';

const m = messages.indicators;
const loginRequired = messages.account.loginRequired;
const vipRequired = messages.membership.vipRequired;

describe.each(databaseKinds)('indicator and knowledge menus, btcdata on %s', (kind) => {
  const suite = serverPerSuite(kind);
  const actors = {} as Record<ActorName, Actor>;
  const get = (who: ActorName, url: string) =>
    send(suite.server, actors[who].browser, { method: 'GET', url });

  beforeAll(async () => {
    for (const name of actorNames) actors[name] = await actor(suite.server, name);
    // A short stretch of the seeded demo history is enough for every figure.
    await suite.server.services.btcHistory.upsert(
      demoBtcDays({ from: '2024-01-01', to: '2024-12-31' }),
      'demo',
    );
  });

  describe('gettargetall', () => {
    it.each(actorNames)(
      'shows the menu to a %s (the page shows visitors the lock and the thumbnails)',
      async (who) => {
        const res = await get(who, getTargetAll.path);
        expect(res.statusCode, res.payload).toBe(200);
        expect(getTargetAll.response.safeParse(res.result).success).toBe(true);
      },
    );

    it('lists the four home indicators as list=1, unit=1..4, then the live price', async () => {
      const { itemlist } = (await get('visitor', getTargetAll.path)).result as ResponseOf<
        typeof getTargetAll
      >;
      const first = itemlist[0];
      expect(first?.items.map((i) => [i.id, i.title, i.chart_key])).toEqual([
        [1, '存量流量模型', 'stock_to_flow'],
        [2, 'NUPL', 'nupl'],
        [3, '巨鲸指标', 'whale'],
        [4, '彩虹图', 'rainbow'],
      ]);
      const live = itemlist.flatMap((g) => g.items).find((i) => i.chart_key === 'live_price');
      expect(live?.title).toBe('比特币实时价格');
      expect(itemlist.flatMap((g) => g.items).every((i) => i.thumbnail === null)).toBe(true);
      expect(itemlist.flatMap((g) => g.items).every((i) => i.detail.length > 0)).toBe(true);
    });
  });

  describe('getknowledgeall', () => {
    it.each([
      ['visitor', 401, loginRequired],
      ['member', 403, vipRequired],
      ['admin', 401, loginRequired],
    ] as const)('refuses a %s with %i', async (who, status, reason) => {
      expectRefusal(await get(who, getKnowledgeAll.path), status, reason);
    });

    it('gives a VIP the AI-report topics with a lead line and paragraphs of real text', async () => {
      const res = await get('vip', getKnowledgeAll.path);
      expect(res.statusCode).toBe(200);
      const { knowledgelist } = getKnowledgeAll.response.parse(res.result);
      expect(knowledgelist.map((g) => g.title)).toEqual([
        '防骗指南',
        '交易核心',
        '做多与做空',
        '更多章节',
      ]);
      for (const item of knowledgelist.flatMap((g) => g.items)) {
        expect(item.header_klg.length, item.title).toBeGreaterThan(8);
        const paragraphs = item.content.split('\n\n');
        expect(paragraphs.length, item.title).toBeGreaterThanOrEqual(3);
        expect(paragraphs.every((p) => p.length > 40 && /[\u4e00-\u9fff]/.test(p))).toBe(true);
      }
      const seeded = catalogue.filter((g) => g.mode === 'knowledge');
      expect(knowledgelist.flatMap((g) => g.items.map((i) => i.id))).toEqual(
        seeded.flatMap((g) => g.items.map((i) => i.id)),
      );
    });
  });

  describe('btcdata', () => {
    const url = (groupId: number | string, targetId: number | string) =>
      buildPath(btcData.path, { groupId, targetId });

    it.each([
      ['visitor', 401, loginRequired],
      ['member', 403, vipRequired],
      ['admin', 401, loginRequired],
    ] as const)('never shows the chart to a %s (%i)', async (who, status, reason) => {
      const res = await get(who, url(1, 1));
      expectRefusal(res, status, reason);
      expect(res.payload).not.toContain('figure');
    });

    it.each([
      [1, 'stock_to_flow'],
      [2, 'nupl'],
      [3, 'whale'],
      [4, 'rainbow'],
    ] as const)('draws item %i (%s) for a VIP from the stored history', async (targetId, key) => {
      const res = await get('vip', url(1, targetId));
      expect(res.statusCode, res.payload).toBe(200);
      const { figure } = btcData.response.parse(JSON.parse(res.payload)).response.chart;
      const title = figure.layout.title;
      expect(typeof title === 'string' ? title : title?.text).toBe(chartTitles[key]);
      const price = figure.data.find((t) => t.name === priceTraceName);
      expect(price?.x[0]).toBe('2024-01-01');
      expect(price?.x.at(-1)).toBe('2024-12-31');
    });

    it('draws the daily price for the live-price item', async () => {
      const res = await get('vip', url(2, 5));
      const { figure } = btcData.response.parse(JSON.parse(res.payload)).response.chart;
      expect(figure.data).toHaveLength(1);
      expect(figure.data[0]?.name).toBe(priceTraceName);
      expect(figure.data[0]?.y.length).toBe(366);
    });

    it.each([
      ['an item of another group', 2, 1],
      ['an unknown item', 1, 999],
      ['a knowledge article', 11, 101],
    ])('answers 404 指标不存在 for %s', async (_, groupId, targetId) => {
      expectRefusal(await get('vip', url(groupId, targetId)), 404, m.indicatorNotFound);
    });

    it('thins the figure to the chart’s width and keeps every trace on the same dates', async () => {
      const whole = btcData.response.parse(JSON.parse((await get('vip', url(1, 4))).payload))
        .response.chart;
      const res = await get('vip', `${url(1, 4)}?points=64`);
      expect(res.statusCode, res.payload).toBe(200);
      const { figure } = btcData.response.parse(JSON.parse(res.payload)).response.chart;
      expect(figure.data).toHaveLength(whole.figure.data.length);
      const price = figure.data.find((t) => t.name === priceTraceName);
      expect(price?.x.length).toBeLessThan(whole.figure.data[0]?.x.length ?? 0);
      expect(price?.x[0]).toBe('2024-01-01');
      expect(price?.x.at(-1)).toBe('2024-12-31');
      for (const trace of figure.data) expect(trace.x).toEqual(price?.x);
      // The highest price of the year is still there at this width.
      const wholePrice = whole.figure.data.find((t) => t.name === priceTraceName);
      const top = Math.max(...(wholePrice?.y ?? []).map((v) => v ?? 0));
      expect(Math.max(...(price?.y ?? []).map((v) => v ?? 0))).toBeCloseTo(top, -1);
    });

    it('sends a window that fits the width exactly, one day either side', async () => {
      const whole = btcData.response.parse(JSON.parse((await get('vip', url(1, 4))).payload))
        .response.chart;
      const res = await get('vip', `${url(1, 4)}?points=800&from=2024-03-01&to=2024-03-31`);
      const { figure } = btcData.response.parse(JSON.parse(res.payload)).response.chart;
      const price = figure.data.find((t) => t.name === priceTraceName);
      expect(price?.x[0]).toBe('2024-02-29');
      expect(price?.x.at(-1)).toBe('2024-04-01');
      expect(price?.x).toHaveLength(33);
      const wholePrice = whole.figure.data.find((t) => t.name === priceTraceName);
      const at = wholePrice?.x.indexOf('2024-03-15') ?? -1;
      expect(price?.y[price.x.indexOf('2024-03-15')]).toBe(wholePrice?.y[at]);
    });

    it('tags each figure, so a VIP’s browser revalidates it (304) until the history changes', async () => {
      const path = `${url(1, 4)}?points=64`;
      const first = await get('vip', path);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const tag = String(first.headers['etag']);
      expect(tag).toMatch(/^"[\w-]+"$/);
      const ifNoneMatch = { 'if-none-match': tag };
      const again = await send(suite.server, actors.vip.browser, {
        method: 'GET',
        url: path,
        headers: ifNoneMatch,
      });
      expect(again.statusCode).toBe(304);
      expect(again.payload).toBe('');
      // The tag opens nothing: a member who holds it is still refused.
      const member = await send(suite.server, actors.member.browser, {
        method: 'GET',
        url: path,
        headers: ifNoneMatch,
      });
      expectRefusal(member, 403, vipRequired);

      await suite.server.services.btcHistory.upsert(
        demoBtcDays({ from: '2025-01-01', to: '2025-01-10' }),
        'demo',
      );
      const changed = await send(suite.server, actors.vip.browser, {
        method: 'GET',
        url: path,
        headers: ifNoneMatch,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(tag);
      const price = btcData.response
        .parse(JSON.parse(changed.payload))
        .response.chart.figure.data.find((t) => t.name === priceTraceName);
      expect(price?.x.at(-1)).toBe('2025-01-10');
    });

    it.each([['8'], ['5000'], ['1.5'], ['many']])(
      'refuses points=%s with 400 图表点数…',
      async (points) => {
        expectRefusal(await get('vip', `${url(1, 4)}?points=${points}`), 400, m.pointsInvalid);
      },
    );

    it.each([
      ['a word', 'abc', '1'],
      ['zero', '0', '1'],
      ['a fraction', '1', '1.5'],
    ])('refuses %s as an id with 400 编号格式错误', async (_, groupId, targetId) => {
      expectRefusal(await get('vip', url(groupId, targetId)), 400, m.idInvalid);
    });
  });
});
