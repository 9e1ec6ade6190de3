import '../../testing/actEnvironment.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingProgress } from './LoadingProgress.tsx';

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const valueNow = () =>
  container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');

describe('LoadingProgress', () => {
  it('climbs to the target over 500 ms in 20 steps and stops at 99', () => {
    act(() => root.render(<LoadingProgress target={100} />));
    expect(valueNow()).toBe('0');
    act(() => vi.advanceTimersByTime(25));
    expect(valueNow()).toBe('5');
    act(() => vi.advanceTimersByTime(225));
    expect(valueNow()).toBe('50');
    act(() => vi.advanceTimersByTime(250));
    expect(valueNow()).toBe('99');
    act(() => vi.advanceTimersByTime(1000));
    expect(valueNow()).toBe('99');
  });

  it('animates on from the shown value when the target rises', () => {
    act(() => root.render(<LoadingProgress target={40} />));
    act(() => vi.advanceTimersByTime(500));
    expect(valueNow()).toBe('40');
    act(() => root.render(<LoadingProgress target={60} />));
    act(() => vi.advanceTimersByTime(25));
    expect(valueNow()).toBe('41');
    act(() => vi.advanceTimersByTime(475));
    expect(valueNow()).toBe('60');
  });
});
