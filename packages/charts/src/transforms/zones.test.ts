import { figureFor, demoBtcDays, nuplZones } from '@coinsight/domain/indicators';
import { describe, expect, it } from 'vitest';
import { figureAxisScale, figureTitle, figureZones } from './zones.ts';

describe('figure layout readers', () => {
  const days = demoBtcDays({ from: '2020-01-01', to: '2020-03-01' });

  it('reads the NUPL figure’s zones, title and axis scales', () => {
    const figure = figureFor('nupl', days);
    expect(figureZones(figure)).toEqual(nuplZones.map((z) => ({ ...z })));
    expect(figureTitle(figure, '图表')).toBe('比特币未实现净盈亏（NUPL）');
    expect(figureAxisScale(figure, 'yaxis')).toBe('linear');
    expect(figureAxisScale(figure, 'yaxis2')).toBe('log');
  });

  it('finds no zones on a figure without them or with malformed ones', () => {
    expect(figureZones(figureFor('rainbow', days))).toBeNull();
    const broken = {
      data: [],
      layout: { zones: [{ from: 'low', to: 1, name: 'x', color: '#000' }] },
    };
    expect(figureZones(broken)).toBeNull();
    expect(figureTitle({ data: [], layout: { title: 'T' } }, '图表')).toBe('T');
    expect(figureTitle({ data: [], layout: {} }, '图表')).toBe('图表');
  });
});
