import type { StorageLike } from '../store/store.ts';

/** A Web Storage stand-in for tests that run in Node. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { entries(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    entries: () => Object.fromEntries(data),
  };
}
