import { describe, expect, it } from 'vitest';
import { installViewport, matchesWidth, viewports } from './viewport.ts';

describe('matchesWidth', () => {
  it.each([
    ['(max-width: 950px)', 412, true],
    ['(max-width: 950px)', 950, true],
    ['(max-width: 950px)', 951, false],
    ['(min-width: 769px)', 768, false],
    ['(min-width: 769px)', 1280, true],
    ['(min-width: 400px) and (max-width: 768px)', 412, true],
    ['(min-width: 400px) and (max-width: 768px)', 1280, false],
    ['(max-width: 767.5px)', 767, true],
    ['(prefers-reduced-motion: reduce)', 412, true],
  ])('%s at %i px is %s', (query, width, expected) => {
    expect(matchesWidth(query, width)).toBe(expected);
  });
});

describe('installViewport', () => {
  it('answers media queries and storages for the phone, and puts the globals back', () => {
    const restore = installViewport(viewports.mobile);
    try {
      expect(window.matchMedia('(max-width: 950px)').matches).toBe(true);
      expect(innerWidth).toBe(412);
      localStorage.setItem('k', 'v');
      expect(localStorage.getItem('k')).toBe('v');
      expect(sessionStorage.getItem('k')).toBeNull();
    } finally {
      restore();
    }
    expect('window' in globalThis).toBe(false);
    expect('matchMedia' in globalThis).toBe(false);
  });

  it('tells each media query read, with its answer', () => {
    const asked: [string, boolean][] = [];
    const restore = installViewport(viewports.desktop, (query, matches) =>
      asked.push([query, matches]),
    );
    try {
      matchMedia('(max-width: 950px)');
      matchMedia('(min-width: 769px)');
    } finally {
      restore();
    }
    expect(asked).toEqual([
      ['(max-width: 950px)', false],
      ['(min-width: 769px)', true],
    ]);
  });

  it('starts each install with empty storages, for the laptop', () => {
    installViewport(viewports.mobile)();
    const restore = installViewport(viewports.desktop);
    try {
      expect(localStorage.getItem('k')).toBeNull();
      expect(matchMedia('(max-width: 950px)').matches).toBe(false);
    } finally {
      restore();
    }
  });
});
