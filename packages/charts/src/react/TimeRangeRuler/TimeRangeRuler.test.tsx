import '../private/testing.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointerEventAt } from '../private/testing.ts';
import { TimeRangeRuler } from './TimeRangeRuler.tsx';

let container: HTMLDivElement;
let root: Root;
const times = Array.from(
  { length: 200 },
  (_, i) => Date.parse('2024-01-01T00:00:00Z') + i * 86_400_000,
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  container = document.createElement('div');
  container.style.width = '600px';
  container.style.paddingTop = '40px';
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <TimeRangeRuler times={times} range={{ start: 0, end: 199 }} onChange={() => {}} />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const hoverLabel = () => container.querySelector('[data-part="hover"]');
const track = () => {
  const element = container.querySelector('[data-part="track"]');
  if (!element) throw new Error('no track');
  return element;
};

describe('TimeRangeRuler hover', () => {
  it('clears the date shown after a touch 10 s later (spec 2 §9)', () => {
    act(() => track().dispatchEvent(pointerEventAt(track(), 'pointermove', 0.5, 'touch')));
    expect(hoverLabel()?.textContent).toMatch(/^2024-/);
    act(() => vi.advanceTimersByTime(9_999));
    expect(hoverLabel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(hoverLabel()).toBeNull();
  });

  it('restarts the 10 s when the finger moves again', () => {
    act(() => track().dispatchEvent(pointerEventAt(track(), 'pointermove', 0.2, 'touch')));
    act(() => vi.advanceTimersByTime(8_000));
    act(() => track().dispatchEvent(pointerEventAt(track(), 'pointermove', 0.3, 'touch')));
    act(() => vi.advanceTimersByTime(8_000));
    expect(hoverLabel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(hoverLabel()).toBeNull();
  });

  it('keeps a mouse hover until the pointer leaves', () => {
    act(() => track().dispatchEvent(pointerEventAt(track(), 'pointermove', 0.5, 'mouse')));
    act(() => vi.advanceTimersByTime(60_000));
    expect(hoverLabel()).not.toBeNull();
    act(() =>
      track().dispatchEvent(
        new PointerEvent('pointerout', {
          bubbles: true,
          pointerType: 'mouse',
          relatedTarget: document.body,
        }),
      ),
    );
    expect(hoverLabel()).toBeNull();
  });
});
