import { describe, expect, it } from 'vitest';
import { calendarRowIsDemo } from './market.ts';
import { fredData } from './market.ts';
import { btcData, btcPrice, indicatorSummary } from './indicators.ts';
import { newsDetailBody, newsItem } from './news.ts';
import { priceTick } from '../realtime.ts';
import { demoNoticeText, demoSources, sourceKeys, sourceStatus } from './sources.ts';

describe('source status', () => {
  it('lists the five sources in the order the panel shows them', () => {
    expect(sourceKeys).toEqual(['ticker', 'btc', 'macro', 'news', 'calendar']);
  });

  it('names the demo sources in that order, whatever order the statuses come in', () => {
    expect(
      demoSources([
        { source: 'calendar', mode: 'demo' },
        { source: 'ticker', mode: 'real' },
        { source: 'btc', mode: 'demo' },
        { source: 'news', mode: 'off' },
      ]),
    ).toEqual(['btc', 'calendar']);
  });

  it('words the notice with the demo sources in that order, and has none while all are real', () => {
    expect(
      demoNoticeText([
        { source: 'news', mode: 'demo' },
        { source: 'ticker', mode: 'demo' },
        { source: 'btc', mode: 'real' },
      ]),
    ).toBe('部分数据源当前为演示数据，并非真实行情：实时价格、新闻快讯');
    expect(
      demoNoticeText([
        { source: 'ticker', mode: 'real' },
        { source: 'news', mode: 'off' },
      ]),
    ).toBeNull();
  });

  it('refuses a mode outside real, demo and off', () => {
    const status = {
      source: 'btc',
      label: '比特币日线',
      mode: 'demo',
      configured: 'real',
      origin: 'community-api.coinmetrics.io',
      last_success: null,
      rows: 0,
      next_run: '2026-11-28T11:00:00.000Z',
      last_error: '连接超时（5 秒）',
      last_error_at: '2026-11-28T10:59:55.000Z',
      running: false,
    };
    expect(sourceStatus.safeParse(status).success).toBe(true);
    expect(sourceStatus.safeParse({ ...status, mode: 'fallback' }).success).toBe(false);
  });
});

describe('the demo mark', () => {
  it('is absent or true, never false, on every answer a generator can fill', () => {
    const shapes = [
      fredData.response,
      btcPrice.response,
      btcData.response,
      indicatorSummary.response,
      newsItem,
      newsDetailBody,
      priceTick,
    ];
    for (const shape of shapes) {
      const field = (
        shape as unknown as {
          shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
        }
      ).shape['demo'];
      expect(field?.safeParse(undefined).success).toBe(true);
      expect(field?.safeParse(true).success).toBe(true);
      expect(field?.safeParse(false).success).toBe(false);
    }
  });

  it('marks a calendar row as demo when any figure came from a generator', () => {
    const none = { actual: null, consensus: null, previous: null };
    expect(calendarRowIsDemo({ sources: none })).toBe(false);
    expect(calendarRowIsDemo({ sources: { ...none, actual: 'fred', consensus: 'online' } })).toBe(
      false,
    );
    expect(calendarRowIsDemo({ sources: { ...none, actual: 'demo', consensus: 'online' } })).toBe(
      true,
    );
    expect(calendarRowIsDemo({ sources: { ...none, previous: 'demo' } })).toBe(true);
  });
});
