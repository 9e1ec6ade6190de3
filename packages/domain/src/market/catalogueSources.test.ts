// Every catalogue id has a live source, or the series says why it has none (issue 34).
import { describe, expect, it } from 'vitest';
import { allSeries, financialSeries } from './catalogue.ts';

/** FRED's series ids: upper-case letters, digits and underscores, at most 25 characters. */
const fredId = /^[A-Z0-9_]{2,25}$/;

/**
 * Ids FRED discontinued or never carried: ISM's PMI and its parts (withdrawn June 2016, ISM's
 * licence), the LBMA gold and silver fixes (withdrawn January 2022), and the IMF-style silver and
 * platinum ids the catalogue made up (the IMF's primary commodities on FRED have neither).
 */
const deadIds = [
  'NAPM',
  'NAPMPI',
  'NAPMNOI',
  'NAPMEI',
  'GOLDAMGBD228NLBM',
  'GOLDPMGBD228NLBM',
  'SLVPRUSD',
  'PSILVUSDM',
  'PPLATUSDM',
];

describe('the catalogue’s sources', () => {
  it.each(allSeries.map((s) => [s.id, s] as const))('%s has a FRED-format id', (_id, series) => {
    expect(series.id).toMatch(fredId);
  });

  it('reads no series from a dead FRED id: such a series is marked unavailable with its reason', () => {
    const servedDead = financialSeries.filter(
      (s) => deadIds.includes(s.id) && s.unavailable === undefined,
    );
    expect(servedDead.map((s) => s.id)).toEqual([]);
  });

  it('gives every unavailable series a Chinese reason', () => {
    for (const series of allSeries.filter((s) => s.unavailable !== undefined))
      expect(series.unavailable).toMatch(/[\u4e00-\u9fff]{4,}/);
  });
});
