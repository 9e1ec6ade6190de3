import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { mountPerTest } from '../../testing/mountPerTest.ts';

const view = mountPerTest();

const star = () => view.container.querySelector('button')!;
const press = () => act(() => star().click());

describe('FavoriteToggle', () => {
  it('calls 100 ms after the last press, not before', () => {
    const onChange = vi.fn();
    view.render(<FavoriteToggle isFavorite={false} onChange={onChange} />);
    press();
    view.tick(60);
    press();
    press();
    view.tick(99);
    expect(onChange).not.toHaveBeenCalled();
    view.tick(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('sends nothing when an even number of presses lands back on the stored state', () => {
    const onChange = vi.fn();
    view.render(<FavoriteToggle isFavorite onChange={onChange} />);
    press();
    press();
    view.tick(500);
    expect(onChange).not.toHaveBeenCalled();
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the stored state when the server answer changes it', () => {
    const onChange = vi.fn();
    view.render(<FavoriteToggle isFavorite={false} onChange={onChange} />);
    expect(star().getAttribute('aria-pressed')).toBe('false');
    view.render(<FavoriteToggle isFavorite onChange={onChange} />);
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('sends nothing once unmounted before the wait ends', () => {
    const onChange = vi.fn();
    view.render(<FavoriteToggle isFavorite={false} onChange={onChange} />);
    press();
    view.render(<></>);
    view.tick(500);
    expect(onChange).not.toHaveBeenCalled();
  });
});
