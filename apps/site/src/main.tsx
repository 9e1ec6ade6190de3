import './startup/zodWithoutEval.ts';
// The box-sizing reset and the body's font: ui's index imports them too, but the build counts that
// index as effect-free (vite.config.ts), so only this import brings them.
import '@coinsight/ui/global.css.ts';
import { lightTheme } from '@coinsight/ui';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { call } from './api/client.ts';
import { createBrowserConnection } from './realtime/browserSocket.ts';
import { routes } from './routes.ts';
import { mountDemoNotice } from './shell/DemoNotice.tsx';
import { isLazyPage } from './router/lazyPage.ts';
import {
  readRenderedFor,
  renderedForAttribute,
  rendersAsPrerendered,
} from './prerender/renderedFor.ts';
import { checkSession } from './startup/checkSession.ts';
import { siteStore } from './store/index.ts';

const mockMode = import.meta.env.MODE === 'mock';

/** Makes a prerendered root live once React's first render is on screen, taken over or replaced. */
function LiveOnCommit({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    root.removeAttribute(renderedForAttribute);
    root.removeAttribute('inert');
  }, [root]);
  return children;
}

async function boot(): Promise<void> {
  if (mockMode) {
    const { startMockWorker } = await import('@coinsight/mocks/browser');
    await startMockWorker();
    console.info('[币见] 模拟模式：接口由 MSW 应答，不连接实时通知（websocket）。');
  }

  document.documentElement.classList.add(lightTheme);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  mountDemoNotice(root);
  // A prerendered page (src/prerender/) is taken over where it stands (hydrated) when this window
  // renders it as the build did; otherwise the first render replaces it. Either way the page's
  // chunk is loaded first, so that render draws the same page rather than the loading line.
  const renderedFor = readRenderedFor(root);
  if (renderedFor) {
    const page = routes.find((route) => route.path === location.pathname)?.component;
    if (page && isLazyPage(page)) await page.preload().catch(() => undefined);
  }
  const hydrating =
    renderedFor !== null &&
    rendersAsPrerendered(renderedFor, {
      search: location.search,
      matchMedia: (query) => matchMedia(query),
    });
  const app = (
    <StrictMode>
      <Router>
        <LiveOnCommit root={root}>
          <App store={siteStore} connectRealtime={mockMode ? null : createBrowserConnection} />
        </LiveOnCommit>
      </Router>
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a 450 ms task under Lighthouse's 4× CPU slowdown),
  // and the page on screen (prerendered, or empty) stays until the render is complete.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

  // Taking a prerendered page over, components read the visitor's state the page was rendered
  // with, whenever the member's arrives (store/useSiteState.ts).
  await checkSession(call, siteStore.actions);
}

void boot();
