import './actEnvironment.ts';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

export interface MountPerTestOptions {
  /** What vi.useFakeTimers fakes; each test says why it fakes only part. @default everything */
  timers?: Parameters<typeof vi.useFakeTimers>[0];
  /** The fake clock's start, for components that read Date. */
  now?: Date;
  /** The container's CSS width, for components that measure themselves. */
  width?: string;
}

export interface Mounted {
  /** The current test's container (a fresh div in the page). */
  readonly container: HTMLDivElement;
  /** Renders into the current test's root inside act(). */
  render: (element: ReactNode) => void;
  /** Moves the fake clock on by `ms` inside act(). */
  tick: (ms: number) => void;
}

/**
 * Registers the set-up of a component test that drives time: before each test fake timers and a
 * fresh container with its own React root; after it, the root unmounted, the container removed and
 * the real timers back.
 */
export function mountPerTest({ timers, now, width }: MountPerTestOptions = {}): Mounted {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;

  beforeEach(() => {
    vi.useFakeTimers(timers);
    if (now) vi.setSystemTime(now);
    container = document.createElement('div');
    if (width) container.style.width = width;
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    vi.useRealTimers();
  });

  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('mountPerTest: used outside a test');
    return value;
  };

  return {
    get container() {
      return current(container);
    },
    render: (element) => act(() => current(root).render(element)),
    tick: (ms) => act(() => vi.advanceTimersByTime(ms)),
  };
}
