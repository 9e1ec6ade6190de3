import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { chatWindowKey, initialWindowState, rememberWindowState } from './windowState.ts';

describe('the chat window’s remembered state', () => {
  it('starts minimized for a VIP and closed for everyone else when nothing is remembered', () => {
    expect(initialWindowState(memoryStorage(), true)).toBe('minimized');
    expect(initialWindowState(memoryStorage(), false)).toBe('closed');
  });

  it('comes back as it was left, and ignores a value it does not know', () => {
    const storage = memoryStorage();
    rememberWindowState(storage, 'open');
    expect(storage.getItem(chatWindowKey)).toBe('open');
    expect(initialWindowState(storage, false)).toBe('open');
    storage.setItem(chatWindowKey, 'maximized');
    expect(initialWindowState(storage, true)).toBe('minimized');
  });
});
