import type { TraceSample } from '@coinsight/domain/account';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SliderCaptcha, type SliderCaptchaProps } from './SliderCaptcha.tsx';
import { mountPerTest } from '../../testing/mountPerTest.ts';

const view = mountPerTest({
  // Only the clock the trace reads: timers stay real so React and events run as usual.
  timers: { toFake: ['performance'] },
  width: '360px',
});

const render = (props: SliderCaptchaProps) => view.render(<SliderCaptcha {...props} />);

function slider(): HTMLElement {
  const handle = view.container.querySelector<HTMLElement>('[role="slider"]');
  if (!handle) throw new Error('no slider');
  return handle;
}

function pointer(type: string, clientX: number) {
  act(() => {
    const target = type === 'pointerdown' ? slider() : window;
    target.dispatchEvent(
      new PointerEvent(type, { clientX, pointerId: 7, pointerType: 'touch', bubbles: true }),
    );
  });
}

/** Presses at the handle, moves `share` of the track in steps `stepMs` apart, then lets go. */
function drag(share: number, stepMs: number) {
  const handle = slider();
  const range = (handle.parentElement?.clientWidth ?? 0) - handle.offsetWidth;
  const start = handle.getBoundingClientRect().left + 1;
  pointer('pointerdown', start);
  for (const step of [0.25, 0.5, 0.75, 1]) {
    vi.advanceTimersByTime(stepMs);
    pointer('pointermove', start + range * share * step);
  }
  vi.advanceTimersByTime(stepMs);
  pointer('pointerup', start + range * share);
}

describe('SliderCaptcha', () => {
  it('sends the drag as shares of the track, timed from the press', () => {
    const onSolved = vi.fn<(trace: readonly TraceSample[]) => void>();
    render({ onSolved });
    drag(1, 100);
    expect(onSolved).toHaveBeenCalledTimes(1);
    expect(onSolved.mock.calls[0]?.[0]).toEqual([
      { x: 0, t: 0 },
      { x: 0.25, t: 100 },
      { x: 0.5, t: 200 },
      { x: 0.75, t: 300 },
      { x: 1, t: 400 },
      { x: 1, t: 500 },
    ]);
  });

  it('resets the slider when released before the end', () => {
    const onSolved = vi.fn();
    render({ onSolved });
    drag(0.9, 50);
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    expect(onSolved).not.toHaveBeenCalled();
  });

  it('starts over when the parent asks for a new challenge after a verified pass', () => {
    const onSolved = vi.fn();
    render({ onSolved, verdict: 'pending' });
    drag(1, 50);
    render({ onSolved, verdict: 'verified' });
    expect(slider().getAttribute('aria-valuenow')).toBe('100');
    render({ onSolved, verdict: 'pending' });
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    drag(1, 50);
    expect(onSolved).toHaveBeenCalledTimes(2);
  });

  it('ignores drags while the server verifies', () => {
    const onSolved = vi.fn();
    render({ onSolved, verdict: 'verifying' });
    drag(1, 50);
    expect(onSolved).not.toHaveBeenCalled();
  });
});
