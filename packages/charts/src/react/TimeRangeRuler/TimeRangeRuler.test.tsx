import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { partIn, pointerInAct, pointerOutInAct, renderEachTest } from '../private/testing.ts';
import { TimeRangeRuler } from './TimeRangeRuler.tsx';

const times = Array.from(
  { length: 200 },
  (_, i) => Date.parse('2024-01-01T00:00:00Z') + i * 86_400_000,
);

const container = renderEachTest(
  () => <TimeRangeRuler times={times} range={{ start: 0, end: 199 }} onChange={() => {}} />,
  { width: '600px', paddingTop: '40px' },
);

const hoverLabel = () => container().querySelector('[data-part="hover"]');
const hoverTrack = (share: number, pointerType: 'mouse' | 'touch') => {
  const track = partIn(container(), 'track');
  pointerInAct(track, 'pointermove', share, pointerType);
};

describe('TimeRangeRuler hover', () => {
  it('clears the date shown after a touch 10 s later (spec 2 §9)', () => {
    hoverTrack(0.5, 'touch');
    expect(hoverLabel()?.textContent).toMatch(/^2024-/);
    act(() => vi.advanceTimersByTime(9_999));
    expect(hoverLabel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(hoverLabel()).toBeNull();
  });

  it('restarts the 10 s when the finger moves again', () => {
    hoverTrack(0.2, 'touch');
    act(() => vi.advanceTimersByTime(8_000));
    hoverTrack(0.3, 'touch');
    act(() => vi.advanceTimersByTime(8_000));
    expect(hoverLabel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(hoverLabel()).toBeNull();
  });

  it('keeps a mouse hover until the pointer leaves', () => {
    hoverTrack(0.5, 'mouse');
    act(() => vi.advanceTimersByTime(60_000));
    expect(hoverLabel()).not.toBeNull();
    pointerOutInAct(partIn(container(), 'track'), 'mouse');
    expect(hoverLabel()).toBeNull();
  });
});
