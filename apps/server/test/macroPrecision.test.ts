import { demoBtcDays, priceTraceName, type BtcDay } from '@coinsight/domain/indicators';
import { btcSeries } from '@coinsight/domain/market';
import { beforeAll, describe, expect, it } from 'vitest';
import { btcData, buildPath, fredData, getTargetAll, type ResponseOf } from '../src/contract.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import { actor, send, type Actor } from './indicatorsActors.ts';

/**
 * Issue 14, "figures travel at full precision": what is stored is what is sent, digit for digit,
 * by btcdata (every chart, the price line too) and by fred-data — a CSV export of a chart must
 * carry 29.02992, not the 6-significant-digit 29.0299 btcdata used to send.
 */
describe.each(databaseKinds)('full-precision figures on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let vip: Actor;
  const get = async (url: string) => send(suite.server, vip.browser, { method: 'GET', url });
  // A year of demo days with the last day's price and caps carrying more than 6 digits.
  const days: BtcDay[] = demoBtcDays({ from: '2024-01-01', to: '2024-12-31' });
  const last = {
    ...days.at(-1)!,
    price: 29.02992,
    marketCap: 123_456_789.123,
    supply: 4_252_784.321,
  };
  days[days.length - 1] = last;

  beforeAll(async () => {
    vip = await actor(suite.server, 'vip');
    await suite.server.services.btcHistory.upsert(days, 'demo');
  });

  it.each([1, 2, 3, 4])('btcdata item %i sends the stored price unrounded', async (targetId) => {
    const res = await get(buildPath(btcData.path, { groupId: 1, targetId }));
    expect(res.statusCode, res.payload).toBe(200);
    const { figure } = btcData.response.parse(JSON.parse(res.payload)).response.chart;
    const price = figure.data.find((t) => t.name === priceTraceName);
    expect(price?.y.at(-1)).toBe(29.02992);
  });

  it('btcdata’s plain price line (the live-price item) sends it unrounded too', async () => {
    const { itemlist } = (await get(getTargetAll.path)).result as ResponseOf<typeof getTargetAll>;
    const group = itemlist.find((g) => g.items.some((i) => i.chart_key === 'live_price'))!;
    const item = group.items.find((i) => i.chart_key === 'live_price')!;
    const res = await get(buildPath(btcData.path, { groupId: group.id, targetId: item.id }));
    expect(res.statusCode, res.payload).toBe(200);
    expect(
      btcData.response.parse(JSON.parse(res.payload)).response.chart.figure.data[0]?.y.at(-1),
    ).toBe(29.02992);
  });

  it('fred-data sends a stored value with every digit, as text', async () => {
    await suite.server.services.macro.store(
      'DGS10',
      [
        { date: '2026-08-19', value: 4.123456789012 },
        { date: '2026-08-20', value: 29.02992 },
      ],
      'file',
      new Date(),
    );
    const res = await get(`${fredData.path}?series_id=DGS10&limit=2&sort_order=desc`);
    expect(res.statusCode, res.payload).toBe(200);
    expect(fredData.response.parse(JSON.parse(res.payload)).observations).toEqual([
      { date: '2026-08-20', value: '29.02992' },
      { date: '2026-08-19', value: '4.123456789012' },
    ]);
  });

  it('fred-data’s Bitcoin series (/crypto/btc) is the stored daily price, unrounded', async () => {
    const res = await get(`${fredData.path}?series_id=${btcSeries.id}&limit=1&sort_order=desc`);
    // The figures only: whether the series says 演示数据 follows the history's source (demoMarks.test.ts).
    expect(fredData.response.parse(JSON.parse(res.payload))).toMatchObject({
      series_id: 'CBBTCUSD',
      observations: [{ date: '2024-12-31', value: '29.02992' }],
    });
  });
});
