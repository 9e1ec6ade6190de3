import { getTargetAll } from '@coinsight/domain/api';
import { lightTheme } from '@coinsight/ui';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../App.tsx';
import { shellMobileQuery } from '../platform/mobile.ts';
import { routes } from '../routes.tsx';
import { isLazyPage } from '../router/lazyPage.ts';
import { createSiteStore } from '../store/store.ts';
import { installViewport, type Viewport } from './viewport.ts';

export { viewports } from './viewport.ts';

/**
 * The pages prerendered at build time: where visitors land from outside (search, shared links), and
 * whose first render for a visitor depends on neither the member nor the clock nor an answer that
 * reshapes it. /toTarget's menu arrives later into a place kept at its height on phones
 * (IndicatorPage.css.ts `menuLoading`), so its prerendered paint does not jump when it comes.
 */
export const prerenderedPaths = ['/', '/toTarget', '/toVip', '/toNews'] as const;

/**
 * The public calls whose answers a prerendered page's main content waits for, fetched from the
 * page's head (`<link rel="preload" as="fetch">`) while the scripts download, instead of after
 * they ran: /toTarget's detail line needs the menu. Only addresses that are the same for every
 * visitor at any time belong here (the news pages' carry the day, which a build cannot know).
 */
const firstCalls: Partial<Record<(typeof prerenderedPaths)[number], readonly string[]>> = {
  '/toTarget': [getTargetAll.path],
};

export interface RenderedPage {
  /** The markup of the site's root for a visitor at this path, before any call is answered. */
  html: string;
  /** The page component of the route, so the build can find its chunk. */
  page: ComponentType;
  /** The class `main.tsx` puts on `<html>` (the theme's variables), there from the first paint. */
  htmlClass: string;
  /** Same-origin addresses of the public calls the page makes first, to preload (`firstCalls`). */
  preloads: readonly string[];
}

/**
 * Renders the whole site (shell, page, overlays) at `path` as its first render in a browser of
 * `viewport`'s size shows it: a visitor, nothing fetched yet, every effect still to run.
 */
export async function renderPage(path: string, viewport: Viewport): Promise<RenderedPage> {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route has the path ${path}`);
  const page = isLazyPage(route.component) ? await route.component.preload() : route.component;

  const restore = installViewport(viewport);
  try {
    const store = createSiteStore({
      local: localStorage,
      session: sessionStorage,
      newWindowId: () => 'prerender',
    });
    store.actions.setMobile(matchMedia(shellMobileQuery).matches);
    const html = renderToString(
      <Router ssrPath={path}>
        <App store={store} connectRealtime={null} />
      </Router>,
    );
    return {
      html,
      page,
      htmlClass: lightTheme,
      preloads: firstCalls[route.path as keyof typeof firstCalls] ?? [],
    };
  } finally {
    restore();
  }
}
