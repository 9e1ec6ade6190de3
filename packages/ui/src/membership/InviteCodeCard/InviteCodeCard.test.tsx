import '../../testing/actEnvironment.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InviteCodeCard } from './InviteCodeCard.tsx';

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
  });
  vi.setSystemTime(new Date('2026-11-23T04:00:00.000Z'));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('InviteCodeCard', () => {
  it('says 已复制! for 2 seconds after copying', async () => {
    const onCopy = vi.fn();
    act(() => root.render(<InviteCodeCard code="COINSGT12345" onCopy={onCopy} />));
    const status = () => container.querySelector('[role="status"]')?.textContent;
    await act(async () => container.querySelector('button')?.click());
    expect(onCopy).toHaveBeenCalledWith('COINSGT12345');
    expect(status()).toBe('已复制!');
    tick(1999);
    expect(status()).toBe('已复制!');
    tick(1);
    expect(status()).toBe('');
  });
});
