import type { IndicatorReading } from '@coinsight/domain/api';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../testing/mountPerTest.ts';
import { IndicatorCards } from './IndicatorCards.tsx';

const readings: IndicatorReading[] = [
  { key: 'stock_to_flow', value: '0.06×', zone: { name: '远低于模型', color: '#1565c0' } },
  { key: 'nupl', value: '0.16', zone: { name: '希望/恐惧', color: '#fb8c00' } },
  { key: 'whale', value: '0.45', zone: { name: '持币观望', color: '#fbc02d' } },
  { key: 'rainbow', value: '跳楼大甩卖', zone: { name: '跳楼大甩卖', color: '#1565c0' } },
];

/** Where each line of the section sits: its paragraphs and cards, top and height. */
function layoutOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll('p, li')].map((el) => {
    const { top, height } = el.getBoundingClientRect();
    return `${el.tagName} ${top.toFixed(1)} ${height.toFixed(1)}`;
  });
}

const view = mountPerTest();

describe('IndicatorCards', () => {
  // The home is prerendered loading; Lighthouse counted the cards growing when the readings came.
  it.each([
    ['a laptop', '1100px'],
    ['a phone', '380px'],
  ])('keeps every line where it was when the readings come, on %s', (_name, width) => {
    view.container.style.width = width;
    view.render(<IndicatorCards loading />);
    const loading = layoutOf(view.container);
    view.render(<IndicatorCards readings={readings} date="2026-11-28" demo />);
    expect(view.container.textContent).toContain('演示数据');
    expect(layoutOf(view.container)).toEqual(loading);
  });
});
