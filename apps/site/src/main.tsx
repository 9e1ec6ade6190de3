import './startup/zodWithoutEval.ts';
// The box-sizing reset and the body's font: ui's index imports them too, but the build counts that
// index as effect-free (vite.config.ts), so only this import brings them.
import '@coinsight/ui/global.css.ts';
import { lightTheme } from '@coinsight/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { call } from './api/client.ts';
import { createBrowserConnection } from './realtime/browserSocket.ts';
import { routes } from './routes.tsx';
import { isLazyPage } from './router/lazyPage.ts';
import { checkSession } from './startup/checkSession.ts';
import { siteStore } from './store/index.ts';

const mockMode = import.meta.env.MODE === 'mock';

async function boot(): Promise<void> {
  if (mockMode) {
    const { startMockWorker } = await import('@coinsight/mocks/browser');
    await startMockWorker();
    console.info('[币见] 模拟模式：接口由 MSW 应答，不连接实时通知（websocket）。');
  }

  document.documentElement.classList.add(lightTheme);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A prerendered page (src/prerender/) stays until the first render replaces it; with the page's
  // chunk loaded first, that render draws the same page rather than the loading line.
  if (root.querySelector(':scope > [data-prerendered]')) {
    const page = routes.find((route) => route.path === location.pathname)?.component;
    if (page && isLazyPage(page)) await page.preload().catch(() => undefined);
  }
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a 450 ms task under Lighthouse's 4× CPU slowdown),
  // and the page on screen (prerendered, or empty) stays until the render is complete.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Router>
          <App store={siteStore} connectRealtime={mockMode ? null : createBrowserConnection} />
        </Router>
      </StrictMode>,
    ),
  );

  await checkSession(call, siteStore.actions);
}

void boot();
