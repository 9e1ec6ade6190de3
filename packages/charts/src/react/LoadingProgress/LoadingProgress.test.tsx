import { describe, expect, it } from 'vitest';
import { mountEachTest } from '../private/testing.ts';
import { LoadingProgress } from './LoadingProgress.tsx';

const view = mountEachTest();

const valueNow = () =>
  view.container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');

describe('LoadingProgress', () => {
  it('climbs to the target over 500 ms in 20 steps and stops at 99', () => {
    view.render(<LoadingProgress target={100} />);
    expect(valueNow()).toBe('0');
    view.tick(25);
    expect(valueNow()).toBe('5');
    view.tick(225);
    expect(valueNow()).toBe('50');
    view.tick(250);
    expect(valueNow()).toBe('99');
    view.tick(1000);
    expect(valueNow()).toBe('99');
  });

  it('animates on from the shown value when the target rises', () => {
    view.render(<LoadingProgress target={40} />);
    view.tick(500);
    expect(valueNow()).toBe('40');
    view.render(<LoadingProgress target={60} />);
    view.tick(25);
    expect(valueNow()).toBe('41');
    view.tick(475);
    expect(valueNow()).toBe('60');
  });

  it('starts at the target when asked, capped at 99', () => {
    view.render(<LoadingProgress target={100} startAtTarget />);
    expect(valueNow()).toBe('99');
  });
});
