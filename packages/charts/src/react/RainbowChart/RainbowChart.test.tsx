import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoFigure } from '../private/fixtures.ts';
import { partIn, pointerInAct, pointerOutInAct, renderEachTest } from '../private/testing.ts';
import { RainbowChart } from './RainbowChart.tsx';

const container = renderEachTest(
  () => <RainbowChart figure={demoFigure('rainbow', '2024-01-01')} download={false} />,
  { width: '375px' },
);

const tooltip = () => container().querySelector('[role="tooltip"]');
const pointOverlay = (type: string, share: number, pointerType: 'mouse' | 'touch') => {
  const overlay = partIn(container(), 'crosshair');
  pointerInAct(overlay, type, share, pointerType);
};

describe('chart crosshair on touch', () => {
  it('clears the tooltip 15 s after a touch (spec 2 §9)', () => {
    pointOverlay('pointerdown', 0.5, 'touch');
    expect(tooltip()?.textContent).toContain('（北京时间）');
    act(() => vi.advanceTimersByTime(14_999));
    expect(tooltip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()).toBeNull();
  });

  it('keeps the tooltip when a touch ends, until the 15 s are up', () => {
    pointOverlay('pointerdown', 0.3, 'touch');
    pointerOutInAct(partIn(container(), 'crosshair'), 'touch');
    expect(tooltip()).not.toBeNull();
  });

  it('keeps a mouse crosshair without a time limit', () => {
    pointOverlay('pointermove', 0.5, 'mouse');
    act(() => vi.advanceTimersByTime(60_000));
    expect(tooltip()).not.toBeNull();
  });
});
