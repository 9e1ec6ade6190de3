import { describe, expect, it, vi } from 'vitest';
import { historyCacheKey, MacroCache, macroCacheMs, overviewCacheKey } from './macroCache.ts';

/** Web Storage over a Map, as the browser's local storage behaves for these calls. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const observations = [
  { date: '2026-11-19', value: '4.12' },
  { date: '2026-11-20', value: '.' },
];

describe('macro cache', () => {
  it('serves a range for just under an hour (spec 3 §9), then drops it', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const cache = new MacroCache(storage, () => now);
    expect(cache.saveHistory('DGS10', 10, observations)).toBe(1_000_000);
    now += macroCacheMs - 1;
    expect(cache.history('DGS10', 10)).toEqual({ savedAt: 1_000_000, value: observations });
    expect(cache.history('DGS10', 1)).toBeNull();
    now += 1;
    expect(cache.history('DGS10', 10)).toBeNull();
    expect(storage.getItem(historyCacheKey('DGS10', 10))).toBeNull();
  });

  it('drops an entry that does not parse as fred-data observations', () => {
    const storage = memoryStorage();
    const cache = new MacroCache(storage, () => 5);
    storage.setItem(
      overviewCacheKey,
      JSON.stringify({ savedAt: 5, series: { DGS10: [{ date: 'x' }] } }),
    );
    expect(cache.overview()).toBeNull();
    storage.setItem(overviewCacheKey, '{not json');
    expect(cache.overview()).toBeNull();
    cache.saveOverview({ DGS10: observations });
    expect(cache.overview()?.value).toEqual({ DGS10: observations });
  });

  it('keeps working when the storage is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = new MacroCache(storage, () => 9);
    expect(cache.saveHistory('SP500', 0, observations)).toBe(9);
    expect(cache.history('SP500', 0)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'macro cache full',
      historyCacheKey('SP500', 0),
      expect.any(DOMException),
    );
    warn.mockRestore();
  });
});
