import { demoBtcDays, figureFor, nuplZones } from '@coinsight/domain/indicators';
import { describe, expect, it } from 'vitest';
import { figurePlotModel } from './figureModel.ts';

describe('figurePlotModel', () => {
  const days = demoBtcDays({ from: '2024-01-01', to: '2024-02-01' });

  it('shows the whole figure with its axes’ scales and zones', () => {
    const model = figurePlotModel(figureFor('nupl', days));
    expect(model.window).toEqual([Date.parse('2024-01-01'), Date.parse('2024-02-01')]);
    expect([model.scale, model.scale2]).toEqual(['linear', 'log']);
    expect(model.zones).toEqual(nuplZones.map((z) => ({ ...z })));
  });

  it('draws the rainbow on a log axis without zones', () => {
    const model = figurePlotModel(figureFor('rainbow', days));
    expect(model.scale).toBe('log');
    expect(model.zones).toBeUndefined();
    expect(model.series).toHaveLength(10);
  });
});
