import { getTargetAll, getUsername } from '@coinsight/domain/api';
import { lightTheme } from '@coinsight/ui';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../App.tsx';
import { createApiClient, type Call } from '../api/client.ts';
import { dayPage, openingDay } from '../pages/news/newsData.ts';
import { shellMobileQuery } from '../platform/mobile.ts';
import { routes } from '../routes.ts';
import { isLazyPage } from '../router/lazyPage.ts';
import { createSiteStore } from '../store/store.ts';
import { dayTokens } from './dayTokens.ts';
import { firstAnswersScript, forgetFirstAnswers, provideFirstAnswers } from './firstAnswers.ts';
import { prerenderedRoot, type RenderedFor } from './renderedFor.ts';
import { installViewport, viewports, type Viewport } from './viewport.ts';

export { viewports };

/**
 * The pages prerendered at build time: where visitors land from outside (search, shared links), and
 * whose first render for a visitor depends on neither the member nor the clock nor an answer that
 * reshapes it. /toTarget's menu arrives later into a place kept at its height on phones
 * (IndicatorPage.css.ts `menuLoading`), so its prerendered paint does not jump when it comes.
 */
export const prerenderedPaths = ['/', '/toTarget', '/toVip', '/toNews'] as const;

/**
 * The calls a prerendered page makes first, fetched from the page's head (`<link rel="preload"
 * as="fetch">`) while the scripts download, instead of after they ran: /toTarget's detail line
 * needs the menu, /toNews's first news the opening day and today's first page. Each is made here
 * through the site's own client and functions, so the address is the one the page will ask for.
 * `today` is Beijing's day of the visit: the address carries a token for it (`dayTokens`), which
 * the server replaces when it serves the page. Nothing here may depend on who the visitor is.
 */
const firstCalls: Partial<
  Record<(typeof prerenderedPaths)[number], (call: Call, today: string) => Promise<unknown>[]>
> = {
  '/toTarget': (call) => [call(getTargetAll)],
  '/toNews': (call, today) => [openingDay(call, today), dayPage(call, today, 0)],
};

/** main.tsx asks who the session belongs to on every page, right after the first render starts. */
const everyPageCalls = (call: Call) => [call(getUsername)];

/** The day the first calls are made for; any day does, a leap day five days back tests the most. */
const referenceDay = '2000-03-01';

/** The same-origin addresses (path and query) the calls ask for, in their order. */
async function addressesOf(
  calls: (call: Call, today: string) => Promise<unknown>[],
): Promise<string[]> {
  const addresses: string[] = [];
  const { call } = createApiClient({
    baseUrl: 'http://prerender.invalid/',
    readCookies: () => '',
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : input);
      addresses.push(dayTokens(url.pathname + url.search, referenceDay));
      return Promise.reject(new Error('prerender: calls are recorded, not made'));
    },
  });
  await Promise.allSettled(calls(call, referenceDay));
  return addresses;
}

export interface RenderedPage {
  /**
   * The markup of the site's root for a visitor at this path, drawn from the first calls' answers
   * given (the build gives none: as before any call is answered).
   */
  html: string;
  /** The page component of the route, so the build can find its chunk. */
  page: ComponentType;
  /** The class `main.tsx` puts on `<html>` (the theme's variables), there from the first paint. */
  htmlClass: string;
  /** Same-origin addresses of the calls the page makes first, to preload: `contentCalls`, then the session's. */
  preloads: readonly string[];
  /** The addresses of the page's own first calls (`firstCalls`), which its content is drawn from. */
  contentCalls: readonly string[];
  /**
   * Whether the page's content waits for its first calls (`firstCalls`): it shows only once the
   * scripts ran, so they are asked for with the page, not after its first paint.
   */
  contentWaitsForCalls: boolean;
  /** What the render read of the window, for the browser to hydrate only a window that reads the same. */
  renderedFor: RenderedFor;
}

/**
 * Renders the whole site (shell, page, overlays) at `path` as its first render in a browser of
 * `viewport`'s size shows it: a visitor, nothing fetched yet, every effect still to run. The parts
 * that load on their own (the home's live sections) are waited for and rendered too, as the
 * browser's render finds them once their chunks arrive, so the browser can hydrate each in turn.
 */
export async function renderPage(
  path: string,
  viewport: Viewport,
  answers: Readonly<Record<string, unknown>> = {},
): Promise<RenderedPage> {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route has the path ${path}`);
  const page = isLazyPage(route.component) ? await route.component.preload() : route.component;
  const contentCalls = await addressesOf(
    firstCalls[route.path as keyof typeof firstCalls] ?? (() => []),
  );
  const preloads = [...contentCalls, ...(await addressesOf(everyPageCalls))];

  const media: Record<string, boolean> = {};
  const restore = installViewport(viewport, (query, matches) => (media[query] = matches));
  try {
    const store = createSiteStore({
      local: localStorage,
      session: sessionStorage,
      newWindowId: () => 'prerender',
    });
    store.actions.setMobile(matchMedia(shellMobileQuery).matches);
    provideFirstAnswers(answers);
    const { prelude } = await prerender(
      <Router ssrPath={path}>
        <App store={store} connectRealtime={null} />
      </Router>,
      // Every boundary inline: a large one would otherwise be sent apart and put in place by an
      // inline script, which the site's content security policy refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return {
      html: await new Response(prelude).text(),
      page,
      htmlClass: lightTheme,
      preloads,
      contentCalls,
      contentWaitsForCalls: path in firstCalls,
      renderedFor: { search: '', media },
    };
  } finally {
    forgetFirstAnswers();
    restore();
  }
}

/**
 * For the server (its `plugins/site.ts`): the site's root with `path` rendered for a visitor on
 * `variant`'s viewport from its first calls' `answers` (keyed by address, as `preloads` names
 * them), followed by the answers for the browser's first render to read (`firstAnswers.ts`).
 */
export async function renderAnswered(
  path: string,
  variant: keyof typeof viewports,
  answers: Readonly<Record<string, unknown>>,
): Promise<string> {
  const { html, renderedFor } = await renderPage(path, viewports[variant], answers);
  return prerenderedRoot(html, renderedFor) + firstAnswersScript(answers);
}
