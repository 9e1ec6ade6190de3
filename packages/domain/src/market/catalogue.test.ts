import { describe, expect, it } from 'vitest';
import { seriesId } from '../api/market.ts';
import {
  allSeries,
  btcSeries,
  financialSeries,
  seriesById,
  seriesByRoute,
  seriesCategories,
} from './catalogue.ts';
import { impactStatus } from './impact.ts';

/** Spec 3 §2.6, in its order. */
const specSegments = [
  'nasdaq', 'dow', 'sp500', 'usdjpy', 'eurusd', 'audusd', 'usdchf', 'usdsgd', 'usdinr', 'usdcad',
  'usdhkd', 'silver', 'platinum', 'wheat', 'corn', 'coffee', 'us30y', 'us10y', 'us5y', 'us2y', 'us3m',
  'base', 'mortgage30y', 'mortgage15y', 'creditcard', 'bofa-cc', 'gdp', 'unemployment',
  'labor-force', 'consumer-confidence', 'pmi', 'retail-sales', 'home-sales', 'ppi',
  'building-permits', 'house-price-index', 'm2', 'cpi', 'nonfarm', 'industrial', 'retail-total',
]; // prettier-ignore

/** Spec 3 §9's inverse-direction series. */
const inverseSegments = [
  'creditcard', 'bofa-cc', 'gdp', 'labor-force', 'consumer-confidence', 'pmi', 'retail-sales',
  'home-sales', 'building-permits', 'nonfarm', 'industrial', 'retail-total',
]; // prettier-ignore

describe('the series catalogue', () => {
  it('lists every segment of spec 3 §2.6 once, in order: 41 overview rows', () => {
    expect(financialSeries.map((s) => s.segment)).toEqual(specSegments);
    expect(financialSeries).toHaveLength(41);
  });

  it('has Bitcoin as one more detail page outside the overview', () => {
    expect(btcSeries.route).toBe('/crypto/btc');
    expect(allSeries).toHaveLength(42);
    expect(financialSeries).not.toContain(btcSeries);
    expect(impactStatus(90_000, btcSeries.btcThreshold, btcSeries.direction)).toBe('reference');
  });

  it('puts the spec’s counts in their categories', () => {
    const count = (c: string) => financialSeries.filter((s) => s.category === c).length;
    expect([
      count('market'),
      count('forex'),
      count('commodity'),
      count('bonds'),
      count('rates'),
      count('macro'),
    ]).toEqual([3, 8, 5, 5, 5, 15]);
    expect(new Set(allSeries.map((s) => s.category))).toEqual(new Set(seriesCategories));
  });

  it('makes inverse exactly the series spec 3 §9 names', () => {
    expect(financialSeries.filter((s) => s.direction === 'inverse').map((s) => s.segment)).toEqual(
      inverseSegments,
    );
  });

  it('orders the thresholds by direction: normal bullish above bearish, inverse below', () => {
    for (const s of financialSeries) {
      const t = s.btcThreshold!;
      expect(t, s.id).not.toBeNull();
      if (s.direction === 'normal') expect(t.bullish, s.id).toBeGreaterThan(t.bearish);
      else expect(t.bullish, s.id).toBeLessThan(t.bearish);
    }
  });

  it('gives every series unique ids and routes the contract accepts, and Chinese texts', () => {
    expect(new Set(allSeries.map((s) => s.id)).size).toBe(allSeries.length);
    expect(new Set(allSeries.map((s) => s.route)).size).toBe(allSeries.length);
    for (const s of allSeries) {
      expect(seriesId.safeParse(s.id).success, s.id).toBe(true);
      expect(s.route).toBe(`/${s.category}/${s.segment}`);
      for (const text of [s.name, s.intro, s.impact, s.publish])
        expect(text, s.id).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('states each threshold in its impact text', () => {
    const shown = (n: number) => [n.toLocaleString('en-US'), String(n), n.toFixed(1)];
    for (const s of financialSeries) {
      const { bullish, bearish } = s.btcThreshold!;
      // Large levels are stated in 万/亿 units; the others must appear as figures.
      if (bullish >= 100_000 || s.id === 'M2SL' || s.unit.startsWith('千套')) continue;
      expect(
        shown(bullish).some((t) => s.impact.includes(t)),
        `${s.id} ${bullish}`,
      ).toBe(true);
      expect(
        shown(bearish).some((t) => s.impact.includes(t)),
        `${s.id} ${bearish}`,
      ).toBe(true);
    }
  });

  it('reads today’s level of the reference series as neutral or a plausible call', () => {
    // Latest observations of ../shared/reference-data (FRED, 2025–2026).
    const latest: Record<string, [number, string]> = {
      DGS10: [4.69, 'neutral'],
      NASDAQCOM: [26_067.17, 'neutral'],
      SP500: [6_941.47, 'neutral'],
      UNRATE: [4.1, 'neutral'],
      CPIAUCSL: [326.03, 'neutral'],
      M2SL: [22_298.1, 'neutral'],
      DEXJPUS: [146.82, 'neutral'],
    };
    for (const [id, [value, status]] of Object.entries(latest)) {
      const s = seriesById(id)!;
      expect(impactStatus(value, s.btcThreshold, s.direction), id).toBe(status);
    }
  });

  it('finds a series by id (any case) and by route; unknown ones are null', () => {
    expect(seriesById('dgs10')?.segment).toBe('us10y');
    expect(seriesById('NOPE')).toBeNull();
    expect(seriesByRoute('bonds', 'us10y')?.id).toBe('DGS10');
    expect(seriesByRoute('rates', 'bofa-cc')?.id).toBe('TERMCBCCINTNS');
    expect(seriesByRoute('market', 'us10y')).toBeNull();
    expect(seriesByRoute('crypto', 'btc')).toBe(btcSeries);
  });
});
