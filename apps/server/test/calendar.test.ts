import { messages } from '@coinsight/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, categoryYears, economicByDate, type ResponseOf } from '../src/contract.ts';
import { demoCalendar } from '../src/providers/calendar/demo.ts';
import type { CalendarOrigin, CalendarRelease } from '../src/providers/calendar/types.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import { actor, expectRefusal, send, type Actor } from './indicatorsActors.ts';

const m = messages.market;
type DayAnswer = ResponseOf<typeof economicByDate>;
type CategoryAnswer = ResponseOf<typeof categoryYears>;

const dayMs = 86_400_000;

function release(
  fields: Partial<CalendarRelease> & Pick<CalendarRelease, 'indicatorId' | 'pubTime'>,
): CalendarRelease {
  return {
    indicatorName: '美国CPI年率（%）',
    country: '美国',
    category: '通胀',
    star: 3,
    actual: null,
    consensus: null,
    previous: null,
    ...fields,
  };
}

const provider = (origin: CalendarOrigin, releases: CalendarRelease[]) => ({
  origin,
  read: () => Promise.resolve({ releases, skipped: [] }),
});

const dayPath = (date: string) => economicByDate.path.replace('{date}', date);
const categoryPath = (id: string, years?: number | string) =>
  years === undefined
    ? category.path.replace('{seriesId}', id)
    : categoryYears.path.replace('{seriesId}', id).replace('{years}', String(years));

describe.each(databaseKinds)('the economic calendar on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let member: Actor;
  const get = (url: string, headers: Record<string, string> = {}, who?: Actor) =>
    send(suite.server, (who ?? member).browser, { method: 'GET', url, headers });
  const day = async (date: string): Promise<DayAnswer> => {
    const res = await get(dayPath(date));
    expect(res.statusCode, res.payload).toBe(200);
    return economicByDate.response.parse(JSON.parse(res.payload));
  };
  const history = async (id: string, years?: number): Promise<CategoryAnswer> => {
    const res = await get(categoryPath(id, years));
    expect(res.statusCode, res.payload).toBe(200);
    return categoryYears.response.parse(JSON.parse(res.payload));
  };

  beforeAll(async () => {
    member = await actor(suite.server, 'member');
    const { macro, calendar } = suite.server.services;
    const at = new Date('2026-11-20T02:00:00Z');
    // CPI-U, seasonally adjusted, Sept/Oct 2025 and 2026: October's y/y is 2.9 %, m/m 0.2 %.
    await macro.store(
      'CPIAUCSL',
      [
        { date: '2025-09-01', value: 320 },
        { date: '2025-10-01', value: 321 },
        { date: '2026-09-01', value: 329.6 },
        { date: '2026-10-01', value: 330.3 },
      ],
      'file',
      at,
    );
    await calendar.run(
      provider('file', [
        // Beijing 2026-11-24 runs from 2026-11-23T16:00Z to 2026-11-24T16:00Z.
        release({
          indicatorId: 'US_LATE',
          pubTime: new Date('2026-11-23T15:59:59Z'),
          indicatorName: '前一天的',
        }),
        release({
          indicatorId: 'US_INITIAL_CLAIMS',
          indicatorName: '美国当周初请失业金人数（万人）',
          category: '就业',
          star: 2,
          pubTime: new Date('2026-11-24T13:30:00Z'),
          consensus: '22.5',
          previous: '22.0',
        }),
        release({
          indicatorId: 'EZ_PMI_MFG',
          indicatorName: '欧元区制造业PMI',
          country: '欧元区',
          category: '景气',
          star: 2,
          pubTime: new Date('2026-11-24T09:00:00Z'),
          actual: '47.1',
          consensus: '46.9',
        }),
        release({
          indicatorId: 'DE_IFO',
          indicatorName: '德国IFO商业景气指数',
          country: '德国',
          pubTime: new Date('2026-11-24T09:00:00Z'),
          actual: '88.0',
        }),
        release({
          indicatorId: 'US_FIRST',
          pubTime: new Date('2026-11-23T16:00:00Z'),
          indicatorName: '零点的',
          star: 0,
        }),
        release({
          indicatorId: 'US_NEXT',
          pubTime: new Date('2026-11-24T16:00:00Z'),
          indicatorName: '后一天的',
        }),
        // CPI for October, out on 13 November: its actual comes from the series above.
        release({
          indicatorId: 'US_CPI_YOY',
          pubTime: new Date('2026-11-13T13:30:00Z'),
          consensus: '3.0',
          previous: '3.0',
        }),
        release({
          indicatorId: 'US_CPI_YOY',
          pubTime: new Date('2099-12-10T13:30:00Z'),
          consensus: '2.8',
        }),
      ]),
    );
  });

  it('serves one Beijing day of 美国 and 欧元区 releases in time order, with flags and sources', async () => {
    const { data } = await day('2026-11-24');
    expect(data.map((r) => r.indicator_id)).toEqual([
      'US_FIRST',
      'EZ_PMI_MFG',
      'US_INITIAL_CLAIMS',
    ]);
    const claims = data.find((r) => r.indicator_id === 'US_INITIAL_CLAIMS')!;
    expect(claims).toMatchObject({
      pub_time: '2026-11-24T13:30:00.000Z',
      indicator_name: '美国当周初请失业金人数（万人）',
      country: '美国',
      actual: null,
      consensus: '22.5',
      previous: '22.0',
      star: 2,
      category: '就业',
      sources: { actual: null, consensus: 'file', previous: 'file' },
    });
    expect(claims.flag_url).toMatch(/^data:image\/svg\+xml,/);
    expect(data.find((r) => r.country === '欧元区')?.flag_url).not.toBe(claims.flag_url);
    expect((await day('2026-11-23')).data.map((r) => r.indicator_id)).toEqual(['US_LATE']);
    expect((await day('2026-11-25')).data.map((r) => r.indicator_id)).toEqual(['US_NEXT']);
    expect(await day('2020-01-01')).toEqual({ success: true, data: [] });
  });

  it('fills a landed release’s actual from its FRED series and says so; a future one waits', async () => {
    const { data } = await day('2026-11-13');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      indicator_id: 'US_CPI_YOY',
      actual: '2.9',
      consensus: '3.0',
      sources: { actual: 'fred', consensus: 'file', previous: 'file' },
    });
    expect((await day('2099-12-10')).data[0]).toMatchObject({ actual: null, consensus: '2.8' });
  });

  it('answers a category’s history with the null actuals dropped; an unknown one is 404', async () => {
    const cpi = await history('US_CPI_YOY');
    expect(cpi.data).toEqual([
      {
        pub_time: '2026-11-13T13:30:00.000Z',
        actual: '2.9',
        previous: '3.0',
        consensus: '3.0',
        indicator_name: '美国CPI年率（%）',
        country: '美国',
        star: 3,
        sources: { actual: 'fred', consensus: 'file', previous: 'file' },
      },
    ]);
    // Named in the catalogue but nothing stored: an empty history, not a 404.
    expect(await history('US_NFP')).toEqual({ success: true, data: [] });
    // Stored, but in a country not served.
    expectRefusal(await get(categoryPath('NOPE_SERIES')), 404, m.seriesNotFound);
    expectRefusal(await get(categoryPath('NOPE_SERIES', 3)), 404, m.seriesNotFound);
    expect(await history('DE_IFO')).toEqual({ success: true, data: [] });
  });

  it('cuts a category to the last 1, 3, 5 or 10 years before the Beijing day', async () => {
    const now = suite.clock.now().getTime();
    const claims = (daysAgo: number, actual: string | null) =>
      release({
        indicatorId: 'US_ADP',
        indicatorName: '美国ADP就业人数变动（万人）',
        category: '就业',
        pubTime: new Date(now - daysAgo * dayMs),
        actual,
      });
    await suite.server.services.calendar.run(
      provider('file', [
        claims(10, '4.2'),
        claims(400, '3.1'),
        claims(4 * 366, '1.5'),
        claims(-3, null),
      ]),
    );
    const actuals = async (years?: number) =>
      (await history('US_ADP', years)).data.map((r) => r.actual);
    expect(await actuals()).toEqual(['1.5', '3.1', '4.2']);
    expect(await actuals(0)).toEqual(['1.5', '3.1', '4.2']);
    expect(await actuals(1)).toEqual(['4.2']);
    expect(await actuals(3)).toEqual(['3.1', '4.2']);
    expect(await actuals(5)).toEqual(['1.5', '3.1', '4.2']);
  });

  it('refuses bad input with the Chinese reason', async () => {
    expectRefusal(await get(dayPath('2026-02-29')), 400, m.dateInvalid);
    expectRefusal(await get(dayPath('20261124')), 400, m.dateInvalid);
    expectRefusal(await get(categoryPath('US_CPI_YOY', 2)), 400, m.yearsInvalid);
    expectRefusal(await get(categoryPath('US_CPI_YOY', 'all')), 400, m.yearsInvalid);
    expectRefusal(await get(categoryPath('US CPI')), 400, m.seriesIdInvalid);
  });

  it('asks a visitor to log in', async () => {
    const visitor = await actor(suite.server, 'visitor');
    expect((await get(dayPath('2026-11-24'), {}, visitor)).statusCode).toBe(401);
    expect((await get(categoryPath('US_CPI_YOY'), {}, visitor)).statusCode).toBe(401);
  });

  it('lets the browser keep a day for an hour and a category for two, revalidating by ETag', async () => {
    const first = await get(dayPath('2026-11-24'));
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await get(dayPath('2026-11-24'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const cat = await get(categoryPath('US_CPI_YOY', 10));
    expect(cat.headers['cache-control']).toBe('private, max-age=7200');
    expect(
      (await get(categoryPath('US_CPI_YOY', 10), { 'if-none-match': String(cat.headers.etag) }))
        .statusCode,
    ).toBe(304);
    // A change to the day's data changes its tag.
    await suite.server.services.calendar.run(
      provider('file', [
        release({
          indicatorId: 'US_INITIAL_CLAIMS',
          indicatorName: '美国当周初请失业金人数（万人）',
          category: '就业',
          star: 2,
          pubTime: new Date('2026-11-24T13:30:00Z'),
          actual: '21.6',
        }),
      ]),
    );
    const changed = await get(dayPath('2026-11-24'), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(
      economicByDate.response
        .parse(JSON.parse(changed.payload))
        .data.find((r) => r.indicator_id === 'US_INITIAL_CLAIMS'),
    ).toMatchObject({
      actual: '21.6',
      consensus: '22.5',
      sources: { actual: 'file', consensus: 'file', previous: 'file' },
    });
  });

  it('keeps a FRED actual when a poll of the export brings none, and lets a file’s replace it', async () => {
    const { calendar } = suite.server.services;
    const cpi = release({
      indicatorId: 'US_CPI_YOY',
      pubTime: new Date('2026-11-13T13:30:00Z'),
      consensus: '3.1',
    });
    await calendar.run(provider('online', [cpi]));
    expect((await day('2026-11-13')).data[0]).toMatchObject({
      actual: '2.9',
      consensus: '3.1',
      sources: { actual: 'fred', consensus: 'online', previous: 'file' },
    });
    await calendar.run(provider('file', [{ ...cpi, actual: '3.0' }]));
    expect((await day('2026-11-13')).data[0]).toMatchObject({
      actual: '3.0',
      sources: { actual: 'file' },
    });
    // The fill leaves a file's actual alone.
    expect(await calendar.fillFromFred()).toBe(0);
  });
});

describe.each(databaseKinds)('the demo calendar on %s', (kind) => {
  const suite = serverPerSuite(kind, { env: { SEED_DEMO: 'true' } });
  let member: Actor;

  beforeAll(async () => {
    member = await actor(suite.server, 'member');
  });

  it('is seeded on first start: releases today and ahead, years of history, FRED-linked actuals from the demo series', async () => {
    const now = suite.clock.now();
    const get = (url: string) => send(suite.server, member.browser, { method: 'GET', url });
    let rows = 0;
    let future = 0;
    // Three days back to twenty ahead (the seed reaches three weeks ahead): a fortnight held ten
    // releases around the turn of some months, so the count asserted below depended on the date.
    for (let i = -3; i <= 20; i++) {
      const date = new Date(now.getTime() + 8 * 3_600_000 + i * dayMs).toISOString().slice(0, 10);
      const answer = economicByDate.response.parse(JSON.parse((await get(dayPath(date))).payload));
      rows += answer.data.length;
      for (const r of answer.data) {
        expect(['美国', '欧元区']).toContain(r.country);
        if (Date.parse(r.pub_time) > now.getTime()) {
          future += 1;
          expect(r.actual).toBeNull();
        }
      }
    }
    expect(rows).toBeGreaterThan(10);
    expect(future).toBeGreaterThan(3);
    const cpi = categoryYears.response.parse(
      JSON.parse((await get(categoryPath('US_CPI_YOY', 0))).payload),
    ).data;
    expect(cpi.length).toBeGreaterThan(100);
    expect(Date.parse(cpi[0]!.pub_time)).toBeLessThan(now.getTime() - 9 * 365 * dayMs);
    for (const r of cpi) expect(r.sources.actual).toBe('demo');
    const claims = categoryYears.response.parse(
      JSON.parse((await get(categoryPath('US_INITIAL_CLAIMS', 1))).payload),
    ).data;
    expect(claims.length).toBeGreaterThanOrEqual(50);
    expect(claims.length).toBeLessThanOrEqual(53);
  });

  it('gives way to the first real import', async () => {
    const { calendar } = suite.server.services;
    const run = await calendar.run(
      provider('file', [
        release({
          indicatorId: 'US_CPI_YOY',
          pubTime: new Date('2026-11-13T13:30:00Z'),
          consensus: '3.0',
        }),
      ]),
    );
    expect(run.demoRemoved).toBeGreaterThan(1000);
    const cpi = await send(suite.server, member.browser, {
      method: 'GET',
      url: categoryPath('US_CPI_YOY'),
    });
    // The real release waits for FRED's actual: the demo series gives it none (issue 34), so the
    // history, which lists landed figures, holds nothing yet.
    expect(categoryYears.response.parse(JSON.parse(cpi.payload)).data).toHaveLength(0);
    expect(
      await suite.server
        .db('calendar_events')
        .where({ indicator_id: 'US_CPI_YOY' })
        .select('actual', 'origin'),
    ).toEqual([{ actual: null, origin: 'file' }]);
    // The demo job carrying the calendar forward, late, brings nothing back.
    const late = await calendar.run(
      demoCalendar(
        () => suite.clock.now(),
        () => Promise.resolve(undefined),
      ),
    );
    expect([late.read > 1000, late.inserted, late.updated]).toEqual([true, 0, 0]);
    const again = await send(suite.server, member.browser, {
      method: 'GET',
      url: categoryPath('US_CPI_YOY'),
    });
    expect(categoryYears.response.parse(JSON.parse(again.payload)).data).toHaveLength(0);
    expect(await suite.server.db('calendar_events').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
