import { describe, expect, it } from 'vitest';
import { defaultFeedZone, isTimeZone, parseFeedDate } from '../src/providers/news/dates.ts';

const iso = (raw: string, zone = defaultFeedZone) =>
  parseFeedDate(raw, zone)?.toISOString() ?? null;

describe('feed dates', () => {
  it('reads a date without a zone in the feed’s zone, Beijing time by default', () => {
    expect(defaultFeedZone).toBe('Asia/Shanghai');
    for (const raw of [
      '2018-09-18 14:38:10',
      '2018-09-18T14:38:10',
      'Tue, 18 Sep 2018 14:38:10',
      '2018年9月18日 14:38:10',
      '2018/09/18 14:38:10',
    ])
      expect(iso(raw), raw).toBe('2018-09-18T06:38:10.000Z');
    expect(iso('2018-09-18 14:38:10', 'America/New_York')).toBe('2018-09-18T18:38:10.000Z');
    expect(iso('2018-01-18 14:38:10', 'America/New_York')).toBe('2018-01-18T19:38:10.000Z');
    expect(iso('2018-09-18 14:38:10', 'UTC')).toBe('2018-09-18T14:38:10.000Z');
    expect(iso('2018-09-18')).toBe('2018-09-17T16:00:00.000Z');
  });

  it('keeps a zone the date names', () => {
    expect(iso('Mon, 24 Sep 2018 19:20:00 -0300')).toBe('2018-09-24T22:20:00.000Z');
    expect(iso('2018-09-18T14:38:10Z')).toBe('2018-09-18T14:38:10.000Z');
    expect(iso('2018-09-18T14:38:10.52+02:00')).toBe('2018-09-18T12:38:10.520Z');
    expect(iso('Wed, 03 Jan 2018 13:47:00 GMT')).toBe('2018-01-03T13:47:00.000Z');
    expect(iso('Fri, 20 Feb 2015 09:51:15 UTC')).toBe('2015-02-20T09:51:15.000Z');
    expect(iso('Sun, 10 Dec 17 13:01:36 -0800')).toBe('2017-12-10T21:01:36.000Z');
    expect(iso('Tue, 10 Jun 2003 04:00:00 EDT')).toBe('2003-06-10T08:00:00.000Z');
    expect(iso('Thu, 05 Sep 2002 0:00:01 GMT')).toBe('2002-09-05T00:00:01.000Z');
    expect(iso('2018-09-18 14:38:10 +0800')).toBe('2018-09-18T06:38:10.000Z');
  });

  it('reads month and day names in Portuguese, Spanish, French, German, Italian and Russian', () => {
    const cases: [string, string][] = [
      ['Seg, 24 Set 2018 19:20:00 -0300', '2018-09-24T22:20:00.000Z'],
      ['Qui, 04 Out 2018 08:00:00 -0300', '2018-10-04T11:00:00.000Z'],
      ['sáb, 01 dez 2018 08:00:00 -0200', '2018-12-01T10:00:00.000Z'],
      ['mar, 18 sept 2018 14:38:10 +0200', '2018-09-18T12:38:10.000Z'],
      ['lunes, 7 ene 2019 10:00:00 +0100', '2019-01-07T09:00:00.000Z'],
      ['mardi, 18 sept. 2018 14:38:10 +0200', '2018-09-18T12:38:10.000Z'],
      ['lun., 5 févr. 2018 10:00:00 +0100', '2018-02-05T09:00:00.000Z'],
      ['jeu., 2 août 2018 10:00:00 +0200', '2018-08-02T08:00:00.000Z'],
      ['Di, 18 Sep 2018 14:38:10 +0200', '2018-09-18T12:38:10.000Z'],
      ['Mo, 5 März 2018 10:00:00 +0100', '2018-03-05T09:00:00.000Z'],
      ['Fr, 12 Okt 2018 10:00:00 +0200', '2018-10-12T08:00:00.000Z'],
      ['mar, 18 set 2018 14:38:10 +0200', '2018-09-18T12:38:10.000Z'],
      ['gio, 7 giu 2018 10:00:00 +0200', '2018-06-07T08:00:00.000Z'],
      ['Вт, 18 сен 2018 14:38:10 +0200', '2018-09-18T12:38:10.000Z'],
      ['5 февраля 2018 10:00:00 +0300', '2018-02-05T07:00:00.000Z'],
      ['Ср, 02 мая 2018 10:00:00 +0300', '2018-05-02T07:00:00.000Z'],
    ];
    for (const [raw, want] of cases) expect(iso(raw), raw).toBe(want);
  });

  it('reads the Chinese forms', () => {
    expect(iso('2018年09月18日 星期二 20:38')).toBe('2018-09-18T12:38:00.000Z');
    expect(iso('2018年9月18日14时38分')).toBe('2018-09-18T06:38:00.000Z');
    expect(iso('2018年9月18日')).toBe('2018-09-17T16:00:00.000Z');
  });

  it('answers null for what it cannot read, never a guess', () => {
    for (const raw of [
      'Setembro qualquer',
      '不是日期',
      '',
      '2018-13-40 10:00:00',
      '32 Sep 2018 10:00:00 GMT',
      'Tue, 18 Jui 2018 10:00:00 +0200',
      '18 Sep 2018 10:00:00 XYZ',
    ])
      expect(parseFeedDate(raw, defaultFeedZone), raw).toBeNull();
  });

  it('knows a time zone name from a typo', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Beijing')).toBe(false);
  });
});
