import { describe, expect, it } from 'vitest';
import {
  blockSubsidy,
  classicRainbow,
  fitRainbow,
  heightForSupply,
  nupl,
  nuplZone,
  rainbowBandIndex,
  rainbowDays,
  rainbowEdges,
  rainbowModelPrice,
  s2fDeflection,
  s2fModelPrice,
  stockToFlow,
  supplyAtHeight,
  whaleScores,
  whaleZones,
  yearlyIssuance,
  zoneOf,
} from './index.ts';

// Expected values below are worked by hand (the arithmetic is in each comment), not computed by the code under test.

describe('stock-to-flow', () => {
  it('halves the block reward every 210,000 blocks', () => {
    expect(blockSubsidy(0)).toBe(50);
    expect(blockSubsidy(209_999)).toBe(50);
    expect(blockSubsidy(210_000)).toBe(25);
    expect(blockSubsidy(840_000)).toBe(3.125);
  });

  it('knows the supply after each era and the height of a supply', () => {
    // 210,000 × 50 = 10.5 M; + 210,000 × 25 = 15.75 M; + 210,000 × 12.5 = 18.375 M.
    expect(supplyAtHeight(210_000)).toBe(10_500_000);
    expect(supplyAtHeight(420_000)).toBe(15_750_000);
    expect(supplyAtHeight(630_000)).toBe(18_375_000);
    // 19 M − 18.375 M = 625,000 coins at 6.25 a block = 100,000 blocks past 630,000.
    expect(heightForSupply(19_000_000)).toBe(730_000);
    expect(heightForSupply(5_000_000)).toBe(100_000);
  });

  it('computes the yearly flow, the ratio and PlanB’s model price', () => {
    // 144 × 365 = 52,560 blocks × 6.25 = 328,500 coins a year; 19,000,000 / 328,500 = 57.8387.
    expect(yearlyIssuance(19_000_000)).toBe(328_500);
    expect(stockToFlow(19_000_000)).toBeCloseTo(57.8387, 4);
    // e^-1.84 = e^-2 · e^0.16 = 0.135335 × 1.173511 = 0.158817.
    expect(s2fModelPrice(1)).toBeCloseTo(0.158817, 6);
    // 10^3.36 = 2290.868; × 0.158817 = 363.83.
    expect(s2fModelPrice(10)).toBeCloseTo(363.83, 2);
    // ln 57.8387 = 4.05765; × 3.36 = 13.63370; − 1.84 = 11.79370; e^11.79370 ≈ 132,419.
    expect(s2fModelPrice(stockToFlow(19_000_000)) / 132_419).toBeCloseTo(1, 4);
    expect(s2fDeflection(66_000, 132_000)).toBe(0.5);
  });
});

describe('rainbow', () => {
  it('counts days from 2009-01-09', () => {
    expect(rainbowDays('2009-01-10')).toBe(1);
    // 2009 has 365 days; 2009-01-09 → 2010-01-09.
    expect(rainbowDays('2010-01-09')).toBe(365);
  });

  it('evaluates the classic regression', () => {
    // ln 5000 = 8.517193; × 2.66167155 = 22.669971; − 17.918376 = 4.751595; 10^4.751595 ≈ 56,441.
    expect(rainbowModelPrice(5000, classicRainbow) / 56_441).toBeCloseTo(1, 4);
  });

  it('lays nine bands 0.15 wide in log10 from 0.6 below the line', () => {
    const edges = rainbowEdges(5000, classicRainbow);
    const model = rainbowModelPrice(5000, classicRainbow);
    expect(edges).toHaveLength(10);
    // 10^-0.6 = 0.251189; 10^0.75 = 5.623413.
    expect(edges[0]! / model).toBeCloseTo(0.251189, 5);
    expect(edges[9]! / model).toBeCloseTo(5.623413, 5);
    // The line itself (offset 0) is edge 4: the boundary between 仍然便宜 and 持有！.
    expect(edges[4]! / model).toBeCloseTo(1, 9);
    expect(rainbowBandIndex(model * 1.01, 5000, classicRainbow)).toBe(4);
    expect(rainbowBandIndex(model * 0.99, 5000, classicRainbow)).toBe(3);
    expect(rainbowBandIndex(model * 0.2, 5000, classicRainbow)).toBe(-1);
    expect(rainbowBandIndex(model * 6, 5000, classicRainbow)).toBe(9);
  });

  it('fits log10(price) on ln(days) by least squares', () => {
    // Points (ln d, log10 p) = (1, 1), (2, 3), (3, 5) lie on y = 2x − 1.
    const fit = fitRainbow([
      { days: Math.E, price: 10 },
      { days: Math.E ** 2, price: 1000 },
      { days: Math.E ** 3, price: 100_000 },
    ]);
    expect(fit.slope).toBeCloseTo(2, 10);
    expect(fit.intercept).toBeCloseTo(-1, 10);
    // (1, 0), (2, 2), (3, 1): x̄ = 2, ȳ = 1, Σdxdy = (−1)(−1) + 0 + (1)(0) = 1, Σdx² = 2 → slope 0.5, intercept 0.
    const scattered = fitRainbow([
      { days: Math.E, price: 1 },
      { days: Math.E ** 2, price: 100 },
      { days: Math.E ** 3, price: 10 },
    ]);
    expect(scattered.slope).toBeCloseTo(0.5, 10);
    expect(scattered.intercept).toBeCloseTo(0, 10);
  });

  it('refuses a fit without two different days', () => {
    expect(() => fitRainbow([{ days: 10, price: 5 }])).toThrow(RangeError);
    expect(() =>
      fitRainbow([
        { days: 10, price: 5 },
        { days: 10, price: 6 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('NUPL', () => {
  it('is the share of the market cap that is unrealised profit', () => {
    expect(nupl(100, 25)).toBe(0.75);
    expect(nupl(100, 125)).toBe(-0.25);
  });

  it('names the zones with lower bounds inclusive', () => {
    expect(nuplZone(-0.25).name).toBe('投降');
    expect(nuplZone(0).name).toBe('希望/恐惧');
    expect(nuplZone(0.3).name).toBe('乐观/焦虑');
    expect(nuplZone(0.5).name).toBe('信念/否认');
    expect(nuplZone(0.75).name).toBe('兴奋/贪婪');
  });
});

describe('whale (MVRV-Z)', () => {
  it('divides unrealised value by the expanding standard deviation of the market cap', () => {
    const scores = whaleScores([
      { marketCap: 10, realizedCap: 5 },
      { marketCap: 30, realizedCap: 10 },
      { marketCap: 20, realizedCap: 4 },
    ]);
    // Day 1: σ of one value is 0 → no score.
    expect(scores[0]).toBeNull();
    // Day 2: caps 10, 30 → mean 20, σ = 10; (30 − 10) / 10 = 2.
    expect(scores[1]).toBeCloseTo(2, 12);
    // Day 3: caps 10, 30, 20 → σ = √(200 / 3) = 8.164966; (20 − 4) / 8.164966 = 1.959592.
    expect(scores[2]).toBeCloseTo(1.959592, 6);
  });

  it('keeps the warm-up days empty while they still count towards σ', () => {
    const scores = whaleScores(
      [
        { marketCap: 10, realizedCap: 5 },
        { marketCap: 30, realizedCap: 10 },
        { marketCap: 20, realizedCap: 4 },
      ],
      2,
    );
    // Day 3 as above: σ over all three caps, (20 − 4) / 8.164966.
    expect(scores.slice(0, 2)).toEqual([null, null]);
    expect(scores[2]).toBeCloseTo(1.959592, 6);
  });

  it('names its zones', () => {
    expect(zoneOf(-1, whaleZones).name).toBe('巨鲸吸筹');
    expect(zoneOf(5, whaleZones).name).toBe('获利了结');
    expect(zoneOf(8, whaleZones).name).toBe('巨鲸派发');
  });
});
