import { describe, expect, it } from 'vitest';
import { csvField, pricesCsv, seriesCsv } from './csv.ts';
import { figureSeries } from './transforms/series.ts';

describe('CSV export', () => {
  it('writes a header and one row per time in Beijing time', () => {
    const series = figureSeries({
      data: [
        { name: '价格', x: ['2024-01-01', '2024-01-02'], y: [42000.5, 43000] },
        { name: '模型, 对数', x: ['2024-01-02'], y: [null] },
      ],
      layout: {},
    });
    expect(seriesCsv(series)).toBe(
      '时间（北京时间）,价格,"模型, 对数"\r\n' +
        '2024-01-01,42000.5,\r\n' +
        '2024-01-02,43000,\r\n',
    );
  });

  it('writes the price series with its decimal strings, oldest first', () => {
    expect(
      pricesCsv([
        { price: '64000.10', added: 1_700_000_060 },
        { price: '64000', added: 1_700_000_000 },
      ]),
    ).toBe(
      '时间（北京时间）,价格（美元）\r\n2023-11-15 06:13,64000\r\n2023-11-15 06:14,64000.10\r\n',
    );
  });

  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('ab')).toBe('ab');
  });
});
