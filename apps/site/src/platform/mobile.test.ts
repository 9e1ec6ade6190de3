import { describe, expect, it } from 'vitest';
import { shellMobileQuery, watchMobile } from './mobile.ts';

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  let asked = '';
  const query = {
    matches: initial,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      void listeners.delete(listener),
  };
  return {
    matchMedia: (q: string) => {
      asked = q;
      return query as unknown as MediaQueryList;
    },
    change: (matches: boolean) => listeners.forEach((l) => l({ matches })),
    asked: () => asked,
    listenerCount: () => listeners.size,
  };
}

describe('mobile detection', () => {
  it('asks for 950 px or less (spec 1 §9)', () => {
    expect(shellMobileQuery).toBe('(max-width: 950px)');
  });

  it('reports the current width at once and every change until unsubscribed', () => {
    const media = fakeMatchMedia(true);
    const seen: boolean[] = [];
    const stop = watchMobile((m) => seen.push(m), media.matchMedia);
    expect(media.asked()).toBe('(max-width: 950px)');
    media.change(false);
    media.change(true);
    stop();
    media.change(false);
    expect(seen).toEqual([true, false, true]);
    expect(media.listenerCount()).toBe(0);
  });
});
