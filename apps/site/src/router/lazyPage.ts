import { createElement, lazy, type ComponentType } from 'react';

/** A route's page, loaded on first render (or earlier, through `preload`) from a chunk of its own. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts loading the page's chunk; the same promise each time, so calling it often is free. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * How a route names its page, so that each route ships as its own chunk (issue 18: the home page's
 * first load stays under its budget, other routes load only their own code). Every area's route
 * list (`pages/<area>/routes.ts`) writes its pages this way:
 *
 *   import { lazyPage } from '../../router/lazyPage.ts';
 *   { name: 'ai', path: '/toAI', layout: 'shell',
 *     component: lazyPage(() => import('./AiPage.tsx').then((m) => m.AiPage)) },
 *
 * - The `import()` must name the page's module literally (Vite makes the chunk from it); a route
 *   list must never import a page module statically, or the page falls back into the entry chunk
 *   (the bundle-budget test, `apps/site/e2e/bundleBudget.e2e.test.ts`, then fails).
 * - A factory of pages picks its page after the import: `.then((m) => m.seriesPageOf(category))`.
 * - `App` renders the page inside a Suspense boundary whose fallback is the site's loading line
 *   (`PageFallback`), and preloads a route's chunk when a link to it is hovered or focused.
 * - A part that not every visitor sees, or that can wait for the page to paint (the indicator
 *   chart, the buy-VIP overlay, the home's live sections, the dialogs, the chat), loads the same
 *   way, with its props, inside a `PageBoundary` and a Suspense of its own. The boundary's `failed`
 *   says what the part shows when its chunk cannot be fetched: without a boundary the failure would
 *   unmount the whole site, its socket included.
 * - Once loaded, the page renders at once, without suspending: `main.tsx` preloads the first
 *   route before React's first render, so that render takes over the prerendered page (see
 *   `prerender/`) or replaces it with the same page, never with the loading line.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    // A failed load is forgotten, so a retry (or the next hover) asks the network again.
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw new PageLoadError(error, () => (suspending = suspendingPage()));
      },
    );
    return loading;
  };
  const suspendingPage = () => lazy(() => preload().then((component) => ({ default: component })));
  let suspending = suspendingPage();
  const Page = (props: P) => createElement(loaded ?? suspending, props);
  return Object.assign(Page, { preload });
}

/** A page's chunk could not be fetched; `PageBoundary` offers 重试 for this error and no other. */
export class PageLoadError extends Error {
  /**
   * Gives the page a new lazy component, whose first render loads the chunk again: React keeps a
   * lazy component's failure for good. Called once the failure is caught and shown, never before: a
   * new one at once would be rendered at once, and a page that cannot load would load forever.
   */
  readonly loadAgain: () => void;

  constructor(cause: unknown, loadAgain: () => void) {
    super('页面加载失败', { cause });
    this.name = 'PageLoadError';
    this.loadAgain = loadAgain;
  }
}

/** Whether a route's component is a lazy page (a test's plain component is not). */
export function isLazyPage(component: ComponentType): component is LazyPage {
  return typeof (component as Partial<LazyPage>).preload === 'function';
}
