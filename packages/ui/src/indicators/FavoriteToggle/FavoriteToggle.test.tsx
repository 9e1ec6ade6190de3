import '../../testing/actEnvironment.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteToggle } from './FavoriteToggle.tsx';

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

const star = () => container.querySelector('button')!;
const press = () => act(() => star().click());

describe('FavoriteToggle', () => {
  it('calls 100 ms after the last press, not before', () => {
    const onChange = vi.fn();
    act(() => root.render(<FavoriteToggle isFavorite={false} onChange={onChange} />));
    press();
    act(() => vi.advanceTimersByTime(60));
    press();
    press();
    act(() => vi.advanceTimersByTime(99));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('sends nothing when an even number of presses lands back on the stored state', () => {
    const onChange = vi.fn();
    act(() => root.render(<FavoriteToggle isFavorite onChange={onChange} />));
    press();
    press();
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).not.toHaveBeenCalled();
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the stored state when the server answer changes it', () => {
    const onChange = vi.fn();
    act(() => root.render(<FavoriteToggle isFavorite={false} onChange={onChange} />));
    expect(star().getAttribute('aria-pressed')).toBe('false');
    act(() => root.render(<FavoriteToggle isFavorite onChange={onChange} />));
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('sends nothing once unmounted before the wait ends', () => {
    const onChange = vi.fn();
    act(() => root.render(<FavoriteToggle isFavorite={false} onChange={onChange} />));
    press();
    act(() => root.render(<></>));
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).not.toHaveBeenCalled();
  });
});
