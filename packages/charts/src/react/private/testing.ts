import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import { pointerEventAt, pointerOutEvent } from './pointer.ts';

// Component tests drive React with act(); React only runs act() quietly when told it is in a test
// environment (each test file has its own page in browser mode, so stories are unaffected). The same
// switch as packages/ui/src/testing/actEnvironment.ts, which charts cannot import (ui depends on charts).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A test's mounted component: its container, a re-render and the fake clock. */
export interface Mounted {
  /** The current test's container (a fresh div in the page). */
  readonly container: HTMLDivElement;
  /** Renders into the current test's root inside act(). */
  render: (element: ReactNode) => void;
  /** Moves the fake clock on by `ms` inside act(). */
  tick: (ms: number) => void;
}

/**
 * Before each test of the file: fake timers (`timers`) and a fresh container (styled by `style`) with
 * its own React root; after each test the root unmounted, the container removed, the real timers back.
 */
export function mountEachTest(
  style: Partial<Pick<CSSStyleDeclaration, 'width' | 'paddingTop'>> = {},
  timers?: Parameters<typeof vi.useFakeTimers>[0],
): Mounted {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    vi.useFakeTimers(timers);
    container = document.createElement('div');
    Object.assign(container.style, style);
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    vi.useRealTimers();
  });
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('no container: call this inside a test');
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

/**
 * Renders `ui()` into a fresh container (styled by `style`) before each test of the file, with fake
 * timeouts so the touch hover limits can be stepped through, and unmounts it after each test.
 * Returns the current test's container.
 */
export function renderEachTest(
  ui: () => ReactNode,
  style: Partial<Pick<CSSStyleDeclaration, 'width' | 'paddingTop'>>,
): () => HTMLDivElement {
  const mounted = mountEachTest(style, { toFake: ['setTimeout', 'clearTimeout'] });
  beforeEach(() => mounted.render(ui()));
  return () => mounted.container;
}

/** The element marked `data-part="<name>"` inside `container`; throws when there is none. */
export function partIn(container: Element, name: string): Element {
  const element = container.querySelector(`[data-part="${name}"]`);
  if (!element) throw new Error(`no ${name} part`);
  return element;
}

/** A pointer event at a horizontal share of `element` (see `pointerEventAt`), inside act(). */
export function pointerInAct(
  element: Element,
  type: string,
  share: number,
  pointerType: 'mouse' | 'touch',
): void {
  dispatchInAct(element, pointerEventAt(element, type, share, pointerType));
}

/** The pointer leaving `element` for the page (see `pointerOutEvent`), inside act(). */
export function pointerOutInAct(element: Element, pointerType: 'mouse' | 'touch'): void {
  dispatchInAct(element, pointerOutEvent(pointerType));
}

/** Dispatches `event` inside act(), so React's updates land before the test's next line. */
function dispatchInAct(element: Element, event: Event): void {
  act(() => {
    element.dispatchEvent(event);
  });
}
