import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './index.ts';

describe('yuanToFen', () => {
  it.each([
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['0.29', 29],
    ['1.15', 115],
    ['12.5', 1250],
    ['300', 30000],
    ['300.00', 30000],
    ['19.99', 1999],
    ['9999999.99', 999999999],
    [' 3.30 ', 330],
    ['-0.05', -5],
    ['-0', 0],
    [0.29, 29],
    [0.57, 57],
    [19.99, 1999],
    [300, 30000],
  ] as const)('%j yuan is %i fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each([
    '',
    '.5',
    '1.',
    '1.234',
    '1,00',
    'abc',
    '1e3',
    '+1',
    '¥1',
    0.001,
    0.1 + 0.2,
    Number.NaN,
  ])('refuses %j, which is no whole number of fen', (yuan) => {
    expect(() => yuanToFen(yuan)).toThrow(RangeError);
  });
});

describe('fenToYuan', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [2, '0.02'],
    [10, '0.10'],
    [115, '1.15'],
    [1999, '19.99'],
    [30000, '300.00'],
    [-5, '-0.05'],
  ])('%i fen is %s yuan', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d, which is no whole fen',
    (fen) => {
      expect(() => fenToYuan(fen)).toThrow(RangeError);
    },
  );

  it('turns every fen amount up to 10000 yuan back into the same fen', () => {
    for (let fen = 0; fen <= 1_000_000; fen += 7) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});
