import { closedDays } from '@coinsight/domain/analysis';
import {
  classicRainbow,
  dayMs,
  dayOf,
  dayTime,
  rainbowDays,
  rainbowModelPrice,
  type BtcDay,
} from '@coinsight/domain/indicators';
import { messages } from '@coinsight/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analysisAdminDay,
  analysisDay,
  analysisEdit,
  analysisLatest,
  analysisMenu,
  buildPath,
  type AnalysisAdminRecord,
  type AnalysisContent,
  type AnalysisRecord,
} from '../src/contract.ts';
import type { FeedItem } from '../src/providers/news/feeds.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import { actor, expectRefusal, type Actor } from './indicatorsActors.ts';

const m = messages.analysis;

/**
 * A calm history of 420 days ending on `last`: the price rides the middle of the rainbow's 持有！
 * band (so no band is crossed), NUPL stays at 0.4 (乐观/焦虑), MVRV-Z and the S2F deflection keep
 * their zones. `crossOn` lifts NUPL to 0.55 (信念/否认) on that one day.
 */
function calmHistory(last: string, crossOn?: string): BtcDay[] {
  const supply = 19_800_000;
  const length = 420;
  return Array.from({ length }, (_, i) => {
    const date = dayOf(dayTime(last) - (length - 1 - i) * dayMs);
    const model = rainbowModelPrice(rainbowDays(date), classicRainbow);
    const price = model * 10 ** (-0.6 + 0.15 * 4.5) * (1 + 0.002 * Math.sin(i));
    const marketCap = price * supply;
    const realizedCap = marketCap * (date === crossOn ? 0.45 : 0.6);
    return { date, price, marketCap, realizedCap, supply };
  });
}

const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

function feedItem(n: number, title: string, when: Date): FeedItem {
  return {
    guid: `analysis-${n}`,
    link: `https://news.example/analysis/${n}`,
    title,
    publishedAt: when,
    summaryHtml: `<p>${title}。</p>`,
    bodyHtml: `<p>${title}。</p>`,
    author: '测试作者',
  };
}

describe.each(databaseKinds)('daily analysis on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let quiet: string;
  let crossed: string;
  let visitor: Actor;
  let member: Actor;
  let vip: Actor;
  let admin: Actor;

  const dayUrl = (date: string) => buildPath(analysisDay.path, { date });
  const adminUrl = (date: string) => buildPath(analysisAdminDay.path, { date });

  beforeAll(async () => {
    // Yesterday (Beijing) crosses; the day before is quiet.
    [crossed, quiet] = closedDays(suite.clock.now(), 2) as [string, string];
    const { server } = suite;
    [visitor, member, vip, admin] = await Promise.all([
      actor(server, 'visitor'),
      actor(server, 'member'),
      actor(server, 'vip'),
      actor(server, 'admin'),
    ]);
    await server.services.news.ingest(
      [
        feedItem(1, '比特币现货 ETF 单日净流入 5 亿美元', at(crossed, '09:35')),
        feedItem(2, '某交易所遭黑客攻击，资产被盗', at(crossed, '03:10')),
        feedItem(3, '某公链发布年度技术路线图', at(crossed, '12:00')),
        // The Beijing day before: 23:30 on `quiet` belongs to it, not to `crossed`.
        feedItem(4, '某交易所将上线新的永续合约', at(quiet, '23:30')),
      ],
      '测试快讯',
    );
    // The history stops at `quiet`: yesterday's close has not landed yet.
    await server.services.btcHistory.upsert(calmHistory(quiet), 'coinmetrics');
  });

  const read = async (date: string): Promise<AnalysisRecord> => {
    const res = await member.browser.get(dayUrl(date));
    expect(res.statusCode, res.payload).toBe(200);
    return JSON.parse(res.payload) as AnalysisRecord;
  };

  it('writes the closed days after the Beijing day ends, with no record while there is none', async () => {
    const before = await visitor.browser.get(analysisLatest.path);
    expect(JSON.parse(before.payload)).toEqual({ latest: null });
    const res = await member.browser.get(dayUrl(crossed));
    expectRefusal(res, 404, m.dayNotFound);

    const counts = await suite.server.services.analysis.runSchedule();
    expect(counts.written).toBe(7);
    const today = closedDays(new Date(suite.clock.now().getTime() + dayMs), 1)[0]!;
    expectRefusal(await member.browser.get(dayUrl(today)), 404, m.dayNotFound);
  });

  it('writes yesterday from the last close it has, without abnormal indicators, until its own close lands', async () => {
    const day = await read(crossed);
    expect(day.technical.indicators).toEqual([]);
    expect(day.technical.summary).toContain(`数据截至 ${quiet}`);
  });

  it('reads the day’s news in Beijing time: events, 利好 and 利空 major items', async () => {
    const day = await read(crossed);
    expect(day.news.events.map((e) => [e.time, e.title])).toEqual([
      ['03:10', '某交易所遭黑客攻击，资产被盗'],
      ['09:35', '比特币现货 ETF 单日净流入 5 亿美元'],
      ['12:00', '某公链发布年度技术路线图'],
    ]);
    expect(day.news.events[0]?.link).toBe('https://news.example/analysis/2');
    expect(day.news.major.map((i) => [i.type, i.time])).toEqual([
      ['利空', '03:10'],
      ['利好', '09:35'],
    ]);
    expect(day.news.summary).toContain('当日共收录 3 条新闻');
    const before = await read(quiet);
    expect(before.news.events.map((e) => e.title)).toEqual(['某交易所将上线新的永续合约']);
  });

  it('writes yesterday again once its close lands: the NUPL crossing appears, the quiet day has none', async () => {
    await suite.server.services.btcHistory.upsert(calmHistory(crossed, crossed), 'coinmetrics');
    const counts = await suite.server.services.analysis.runSchedule();
    expect(counts.written).toBe(1);
    const day = await read(crossed);
    expect(day.technical.indicators).toEqual([
      {
        kind: 'nupl',
        name: '比特币未实现净盈亏（NUPL）',
        value: '0.550',
        interpretation: expect.stringContaining('「乐观/焦虑」区升入「信念/否认」区'),
        // The catalogue's NUPL chart: group 1, item 2 of /toTarget.
        link: '/toTarget?list=1&unit=2',
      },
    ]);
    expect(day.technical.summary).toContain('当日出现 1 项异常信号');
    expect((await read(quiet)).technical.indicators).toEqual([]);
  });

  it('writes nothing on a second run: the schedule is idempotent', async () => {
    const before = await read(crossed);
    suite.clock.advance(60_000);
    expect(await suite.server.services.analysis.runSchedule()).toEqual({ written: 0, kept: 7 });
    expect(await read(crossed)).toEqual(before);
  });

  it('offers every month with records, newest first, to anyone', async () => {
    const res = await visitor.browser.get(analysisMenu.path);
    expect(res.statusCode).toBe(200);
    const { months } = JSON.parse(res.payload) as { months: { month: string; days: string[] }[] };
    const days = months.flatMap((mo) => mo.days);
    expect(days).toEqual(closedDays(suite.clock.now(), 7));
    expect(months.map((mo) => mo.month)).toEqual([...new Set(days.map((d) => d.slice(0, 7)))]);
  });

  it('gives anyone the latest summary for the home', async () => {
    const res = await visitor.browser.get(analysisLatest.path);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.payload)).toEqual({
      latest: {
        date: crossed,
        technical_summary: expect.stringContaining('NUPL'),
        news_summary: expect.stringContaining('3 条新闻'),
        abnormal: ['比特币未实现净盈亏（NUPL）'],
        bullish: 1,
        bearish: 1,
      },
    });
  });

  it('lets members read a day and refuses visitors and an admin session alone', async () => {
    expectRefusal(await visitor.browser.get(dayUrl(crossed)), 401);
    expectRefusal(await admin.browser.get(dayUrl(crossed)), 401);
    expect((await member.browser.get(dayUrl(crossed))).statusCode).toBe(200);
    expect((await vip.browser.get(dayUrl(crossed))).statusCode).toBe(200);
  });

  it('refuses bad dates with a Chinese reason', async () => {
    for (const date of ['2025-02-29', '2025-13-01', 'yesterday', '2025-1-2']) {
      expectRefusal(await member.browser.get(dayUrl(date)), 400, m.dateInvalid);
      expectRefusal(await admin.browser.get(adminUrl(date)), 400, m.dateInvalid);
    }
  });

  describe('the admin’s edit', () => {
    const edited = (day: AnalysisRecord): AnalysisContent => ({
      technical: { ...day.technical, summary: '管理员修订：NUPL 升入信念区，注意回调风险。' },
      news: { ...day.news, major: day.news.major.slice(0, 1) },
    });

    const put = (who: Actor, date: string, payload: object) =>
      who.browser.request({ method: analysisEdit.method, url: adminUrl(date), payload });

    const audits = () =>
      suite.server
        .db('admin_audit')
        .where({ action: 'analysis.edit' })
        .orderBy('id')
        .select('admin_id', 'target', 'before_json', 'after_json');

    it('refuses visitors and members, changing nothing', async () => {
      const day = await read(crossed);
      expectRefusal(await put(visitor, crossed, edited(day)), 401);
      expectRefusal(await put(member, crossed, edited(day)), 403);
      expectRefusal(await put(vip, crossed, edited(day)), 403);
      expectRefusal(await member.browser.get(adminUrl(crossed)), 403);
      expect(await read(crossed)).toEqual(day);
      expect(await audits()).toEqual([]);
    });

    it('refuses a bad body with its Chinese reason, and an unknown day with 404', async () => {
      const day = await read(crossed);
      const blank = { ...edited(day), technical: { ...day.technical, summary: '  ' } };
      expectRefusal(await put(admin, crossed, blank), 400, m.summaryRequired);
      const script = {
        ...edited(day),
        news: {
          ...day.news,
          events: day.news.events.map((e) => ({ ...e, link: 'javascript:alert(1)' })),
        },
      };
      expectRefusal(await put(admin, crossed, script), 400, m.linkInvalid);
      expectRefusal(await put(admin, '2025-02-29', edited(day)), 400, m.dateInvalid);
      expectRefusal(await put(admin, '2001-01-01', edited(day)), 404, m.dayNotFound);
      expect(await audits()).toEqual([]);
    });

    it('replaces the day, audits it with before and after, and the schedule never writes over it', async () => {
      const day = await read(crossed);
      const content = edited(day);
      const res = await put(admin, crossed, content);
      expect(res.statusCode, res.payload).toBe(200);
      const saved = JSON.parse(res.payload) as AnalysisAdminRecord;
      expect(saved).toMatchObject({ ...content, date: crossed, edited: true });
      expect(saved.edited_by).toMatch(/^indicators-admin-/);

      const entries = await audits();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ admin_id: admin.id, target: `analysis:${crossed}` });
      expect(JSON.parse(String(entries[0]?.before_json))).toEqual({
        technical: day.technical,
        news: day.news,
      });
      expect(JSON.parse(String(entries[0]?.after_json))).toEqual(content);

      // Members read the edit; the home's summary follows it.
      expect(await read(crossed)).toMatchObject({ ...content, edited: true });
      const latest = JSON.parse((await visitor.browser.get(analysisLatest.path)).payload) as {
        latest: { technical_summary: string; bearish: number };
      };
      expect(latest.latest.technical_summary).toBe(content.technical.summary);

      // Neither the schedule nor a forced rewrite touches an edited day.
      const service = suite.server.services.analysis;
      expect((await service.runSchedule()).written).toBe(0);
      expect(await service.writeDays([crossed])).toEqual(['edited']);
      const admins = await admin.browser.get(adminUrl(crossed));
      expect(JSON.parse(admins.payload)).toMatchObject({ ...content, edited: true });
    });

    it('adds items written by hand to each list; a bad added item is a 400 with its Chinese reason', async () => {
      const day = await read(crossed);
      const indicator = {
        kind: 'whale' as const,
        name: '巨鲸指标（MVRV-Z）',
        value: '7.2',
        interpretation: 'MVRV-Z 越过 7，历史上接近周期顶部。',
        link: '',
      };
      const event = {
        news_id: null,
        title: '某交易所上线现货 ETF 期权',
        brief: '衍生品市场更完整。',
        time: '21:30',
        link: 'https://example.com/etf-options',
      };
      const major = { ...event, type: '利好' as const, title: '某国将比特币纳入储备', link: '' };
      const added: AnalysisContent = {
        technical: { ...day.technical, indicators: [...day.technical.indicators, indicator] },
        news: {
          ...day.news,
          events: [...day.news.events, event],
          major: [...day.news.major, major],
        },
      };
      const before = (await audits()).length;
      const bad = (patch: Partial<typeof event>) => ({
        ...added,
        news: { ...added.news, events: [...day.news.events, { ...event, ...patch }] },
      });
      expectRefusal(await put(admin, crossed, bad({ time: '9点半' })), 400, m.timeInvalid);
      expectRefusal(await put(admin, crossed, bad({ title: ' ' })), 400, m.textRequired);
      expectRefusal(
        await put(admin, crossed, {
          ...added,
          news: { ...added.news, major: [...day.news.major, { ...major, type: '中性' }] },
        }),
        400,
        m.majorTypeInvalid,
      );
      expect(await audits()).toHaveLength(before);

      const res = await put(admin, crossed, added);
      expect(res.statusCode, res.payload).toBe(200);
      const shown = await read(crossed);
      expect(shown.technical.indicators.at(-1)).toEqual(indicator);
      expect(shown.news.events.at(-1)).toEqual(event);
      expect(shown.news.major.at(-1)).toEqual(major);
      expect(await audits()).toHaveLength(before + 1);
    });
  });
});
