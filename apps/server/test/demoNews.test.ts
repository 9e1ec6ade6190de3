import { composeDay, type DayNewsItem } from '@coinsight/domain/analysis';
import { factConflicts, impactValues } from '@coinsight/domain/news';
import { beijingDate } from '@coinsight/domain/time';
import { describe, expect, it } from 'vitest';
import { demoNewsItems } from '../src/providers/news/demo.ts';

const now = new Date('2026-11-28T08:00:00Z');
/** Enough days for well over a thousand items at today's pace (four a day at the least). */
const items = demoNewsItems(now, 300);

describe('the demo news (issue 34: each item is one event told three times)', () => {
  it('generates at least a thousand items to check', () => {
    expect(items.length).toBeGreaterThanOrEqual(1000);
  });

  it('has no figure or name that differs between the title, the summary and the body', () => {
    const bad = items
      .map((i) => ({
        title: i.title,
        conflicts: factConflicts({ title: i.title, summary: i.summary, body: i.plain }),
      }))
      .filter((i) => i.conflicts.length > 0);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('never calls bullish what its own words say is bad news, nor bearish the good', () => {
    // A hold that does not point to a cut is hawkish (the 重大利好 was one).
    const bearishWords = /净流出|被盗|起诉|维持利率不变，(?!.*降息)|加息|跌破|黑客/;
    const bullishWords = /净流入|增持|降息|批准|获批|通过.*法案/;
    const wrong = items.filter(
      (i) =>
        (bearishWords.test(i.title) && impactValues[i.type] > 0) ||
        (bullishWords.test(i.title) && impactValues[i.type] < 0),
    );
    expect(wrong.map((i) => `${i.title}: ${i.type}`).slice(0, 5)).toEqual([]);
  });

  it('gives the daily analyses no event whose title and brief differ', () => {
    const byDay = new Map<string, DayNewsItem[]>();
    items.forEach((item, id) => {
      const day = beijingDate(item.publishedAt);
      const list = byDay.get(day) ?? [];
      list.push({
        id,
        title: item.title,
        summary: item.summary,
        type: item.type,
        important: item.important,
        publishedAt: item.publishedAt,
        link: item.link,
      });
      byDay.set(day, list);
    });
    let checked = 0;
    const bad: string[] = [];
    for (const [date, news] of byDay) {
      const { content } = composeDay({ date, reading: null, news, chartLinks: {} });
      for (const e of [...content.news.events, ...content.news.major]) {
        checked += 1;
        const conflicts = factConflicts({ title: e.title, summary: e.brief, body: e.brief });
        if (conflicts.length > 0) bad.push(`${date} ${e.title}: ${conflicts.join('；')}`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(1000);
    expect(bad.slice(0, 5)).toEqual([]);
  });
});
