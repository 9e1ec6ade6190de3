import '../private/testing.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoFigure } from '../private/fixtures.ts';
import { pointerEventAt } from '../private/testing.ts';
import { RainbowChart } from './RainbowChart.tsx';

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  container = document.createElement('div');
  container.style.width = '375px';
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(<RainbowChart figure={demoFigure('rainbow', '2024-01-01')} download={false} />),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const tooltip = () => container.querySelector('[role="tooltip"]');
const overlay = () => {
  const element = container.querySelector('[data-part="crosshair"]');
  if (!element) throw new Error('no crosshair layer');
  return element;
};

describe('chart crosshair on touch', () => {
  it('clears the tooltip 15 s after a touch (spec 2 §9)', () => {
    act(() => overlay().dispatchEvent(pointerEventAt(overlay(), 'pointerdown', 0.5, 'touch')));
    expect(tooltip()?.textContent).toContain('（北京时间）');
    act(() => vi.advanceTimersByTime(14_999));
    expect(tooltip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()).toBeNull();
  });

  it('keeps the tooltip when a touch ends, until the 15 s are up', () => {
    act(() => overlay().dispatchEvent(pointerEventAt(overlay(), 'pointerdown', 0.3, 'touch')));
    act(() =>
      overlay().dispatchEvent(
        new PointerEvent('pointerout', {
          bubbles: true,
          pointerType: 'touch',
          relatedTarget: document.body,
        }),
      ),
    );
    expect(tooltip()).not.toBeNull();
  });

  it('keeps a mouse crosshair without a time limit', () => {
    act(() => overlay().dispatchEvent(pointerEventAt(overlay(), 'pointermove', 0.5, 'mouse')));
    act(() => vi.advanceTimersByTime(60_000));
    expect(tooltip()).not.toBeNull();
  });
});
