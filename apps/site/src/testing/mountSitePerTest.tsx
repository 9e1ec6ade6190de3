import { resetMockState } from '@coinsight/mocks';
import { startMockWorker, worker } from '@coinsight/mocks/browser';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App.tsx';
import type { RealtimeConnection } from '../realtime/connection.ts';
import { createSiteStore, type SiteStore } from '../store/store.ts';
import { actNow } from './actNow.ts';

export interface MountSiteOptions {
  /**
   * Answer the API from the MSW mocks in a service worker, every mock area back to its fixtures
   * before each test. @default true
   */
  mockApi?: boolean;
}

export interface RenderAtOptions {
  /** Logged in as this member before the first render; nobody by default. */
  user?: Parameters<SiteStore['actions']['setUser']>[0] | null;
  /** @default null (no websocket) */
  connectRealtime?: (() => RealtimeConnection) | null;
}

/**
 * Registers the set-up of a site browser test: before each test a 1280×800 page with empty Web
 * Storage and a fresh container and React root (and, with `mockApi`, the mocks' state reset); after
 * it, the app unmounted, the container removed and handlers a test added dropped.
 */
export function mountSitePerTest({ mockApi = true }: MountSiteOptions = {}) {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;

  if (mockApi) {
    // An API call no mock answers fails the test; the test runner's own modules pass through.
    beforeAll(async () => {
      await startMockWorker({ onUnmocked: 'error' });
    });
    afterAll(() => worker.stop());
  }

  beforeEach(async () => {
    await page.viewport(1280, 800);
    localStorage.clear();
    sessionStorage.clear();
    if (mockApi) resetMockState();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    actNow(() => root?.unmount());
    container?.remove();
    if (mockApi) worker.resetHandlers();
  });

  const current = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('mountSitePerTest: used outside a test');
    return value;
  };

  return {
    /** The current test's container. */
    get container() {
      return current(container);
    },
    /** Renders the whole site, its own routes, at `path` (a memory location that records where it goes). */
    renderAt(path: string, { user = null, connectRealtime = null }: RenderAtOptions = {}) {
      const store = createSiteStore({ local: localStorage, session: sessionStorage });
      if (user) store.actions.setUser(user);
      const memory = memoryLocation({ path, record: true });
      actNow(() =>
        current(root).render(
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            <App store={store} connectRealtime={connectRealtime} />
          </Router>,
        ),
      );
      return { store, memory, currentPath: () => memory.history.at(-1) ?? '' };
    },
    /** Unmounts the site, as a page reload would; the next renderAt starts it afresh. */
    unmount() {
      actNow(() => current(root).unmount());
      root = createRoot(current(container));
    },
  };
}
