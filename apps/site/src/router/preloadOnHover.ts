import { useEffect } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { isLazyPage } from './lazyPage.ts';
import type { SiteRoute } from './siteRoute.ts';

/** The route a link inside the site points to, if any (other origins and unknown paths: none). */
export function routeOfHref(
  routes: readonly SiteRoute[],
  matches: (pattern: string, path: string) => boolean,
  href: string,
  origin: string,
): SiteRoute | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  return routes.find((route) => matches(route.path, url.pathname));
}

/**
 * Starts loading a route's chunk when a pointer rests on (or focus reaches) a link to it, so the
 * page is usually there by the click. One listener on the document serves every link, the navbar's
 * (in packages/ui) included.
 */
export function usePreloadOnHover(routes: readonly SiteRoute[]): void {
  const { parser } = useRouter();
  useEffect(() => {
    const matches = (pattern: string, path: string) => matchRoute(parser, pattern, path)[0];
    const onPointing = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      const component = routeOfHref(routes, matches, href, window.location.origin)?.component;
      if (component && isLazyPage(component)) void component.preload().catch(() => undefined);
    };
    document.addEventListener('pointerover', onPointing, { passive: true });
    document.addEventListener('focusin', onPointing);
    return () => {
      document.removeEventListener('pointerover', onPointing);
      document.removeEventListener('focusin', onPointing);
    };
  }, [routes, parser]);
}
