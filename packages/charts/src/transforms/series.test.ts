import type { ChartFigure } from '@coinsight/domain/api';
import { describe, expect, it } from 'vitest';
import { figureSeries, priceSeries, translucent, unionTimes } from './series.ts';

const day = (d: string) => Date.parse(`${d}T00:00:00Z`);

describe('figureSeries', () => {
  const figure: ChartFigure = {
    data: [
      { name: '价格', x: ['2024-01-02', '2024-01-01'], y: [20, 10], line: { color: '#112233' } },
      {
        name: '模型',
        x: ['2024-01-01', '2024-01-02'],
        y: [null, 5],
        yaxis: 'y2',
        fill: 'tonexty',
        fillcolor: 'rgba(1,2,3,0.5)',
      },
      { x: [day('2024-01-01'), 'not a date'], y: [1, 2], mode: 'markers' },
    ],
    layout: {},
  };

  it('turns traces into time-sorted columns with gaps as NaN', () => {
    const [price, model, third] = figureSeries(figure);
    expect([...price!.t]).toEqual([day('2024-01-01'), day('2024-01-02')]);
    expect([...price!.y]).toEqual([10, 20]);
    expect(Number.isNaN(model!.y[0])).toBe(true);
    expect(model!.y[1]).toBe(5);
    expect([...third!.t]).toEqual([day('2024-01-01')]);
  });

  it('reads name, colour, axis, kind and fill, with defaults', () => {
    const [price, model, third] = figureSeries(figure);
    expect(price).toMatchObject({ name: '价格', color: '#112233', axis: 'y', kind: 'line' });
    expect(price!.fillToPrevious).toBe(false);
    expect(model).toMatchObject({ axis: 'y2', fillToPrevious: true, fillColor: 'rgba(1,2,3,0.5)' });
    expect(third).toMatchObject({ name: '系列 3', kind: 'markers' });
    expect(third!.color).toMatch(/^#/);
  });

  it('reads the dates traces share once: equal x columns (as JSON gives them) share one t', () => {
    const dates = ['2024-01-03', '2024-01-01', '2024-01-02'];
    const [a, b, c, d] = figureSeries({
      data: [
        { x: [...dates], y: [3, 1, 2] },
        { x: [...dates], y: [30, 10, 20] },
        { x: ['2024-01-03', '2024-01-01', '2024-01-04'], y: [3, 1, 4] },
        { x: [...dates], y: [300, 100] },
      ],
      layout: {},
    });
    expect(b!.t).toBe(a!.t);
    expect([...b!.y]).toEqual([10, 20, 30]);
    expect(c!.t).not.toBe(a!.t);
    expect([...c!.t]).toEqual([day('2024-01-01'), day('2024-01-03'), day('2024-01-04')]);
    expect([...c!.y]).toEqual([1, 3, 4]);
    // Fewer values than dates: only as many dates are read.
    expect([...d!.t]).toEqual([day('2024-01-01'), day('2024-01-03')]);
    expect([...d!.y]).toEqual([100, 300]);
  });

  it('reads zone-less Plotly datetimes as UTC', () => {
    const [s] = figureSeries({ data: [{ x: ['2024-01-01 12:00:00'], y: [1] }], layout: {} });
    expect(s!.t[0]).toBe(day('2024-01-01') + 12 * 3600_000);
  });
});

describe('band edges', () => {
  it('keeps a band’s lower edge beside its upper edge, sorted with it', () => {
    const [band, line] = figureSeries({
      data: [
        { x: ['2024-01-02', '2024-01-01'], y: [4, 3], lower: [2, 1], fill: 'tonexty' },
        { x: ['2024-01-01'], y: [1] },
      ],
      layout: {},
    });
    expect([...band!.y]).toEqual([3, 4]);
    expect([...band!.lower!]).toEqual([1, 2]);
    expect(line!.lower).toBeNull();
  });
});

describe('priceSeries', () => {
  it('reads decimal strings and unix seconds, oldest first', () => {
    const s = priceSeries([
      { price: '65000.5', added: 1_700_000_060 },
      { price: '64000', added: 1_700_000_000 },
    ]);
    expect([...s.t]).toEqual([1_700_000_000_000, 1_700_000_060_000]);
    expect([...s.y]).toEqual([64000, 65000.5]);
    expect(s.name).toBe('比特币价格');
  });
});

describe('unionTimes and translucent', () => {
  it('merges the times of every series once', () => {
    const [a, b] = figureSeries({
      data: [
        { x: [3, 1], y: [0, 0] },
        { x: [2, 3], y: [0, 0] },
      ],
      layout: {},
    });
    expect([...unionTimes([a!, b!])]).toEqual([1, 2, 3]);
    expect([...unionTimes([a!, a!])]).toEqual([1, 3]);
    expect([...unionTimes([])]).toEqual([]);
  });

  it('makes #rrggbb colours translucent', () => {
    expect(translucent('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
    expect(translucent('red')).toBe('red');
  });
});
